// Category "garden": the attributes a product of it must carry, and its VAT class.
export default {
  id: "garden",
  title: "Garden",
  vatClass: "standard",
  attributes: ["brand", "material", "size"],
  maxImages: 6,
};
