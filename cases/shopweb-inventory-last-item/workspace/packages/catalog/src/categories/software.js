// Category "software": the attributes a product of it must carry, and its VAT class.
export default {
  id: "software",
  title: "Software",
  vatClass: "standard",
  attributes: ["brand", "model", "size"],
  maxImages: 4,
};
