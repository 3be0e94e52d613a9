// Category "cleaning": the attributes a product of it must carry, and its VAT class.
export default {
  id: "cleaning",
  title: "Cleaning",
  vatClass: "standard",
  attributes: ["brand", "length", "weight"],
  maxImages: 4,
};
