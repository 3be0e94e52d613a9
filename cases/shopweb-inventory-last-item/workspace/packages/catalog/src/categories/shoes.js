// Category "shoes": the attributes a product of it must carry, and its VAT class.
export default {
  id: "shoes",
  title: "Shoes",
  vatClass: "standard",
  attributes: ["brand", "color", "weight"],
  maxImages: 6,
};
