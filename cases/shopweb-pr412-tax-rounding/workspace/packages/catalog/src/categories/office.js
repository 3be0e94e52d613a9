// Category "office": the attributes a product of it must carry, and its VAT class.
export default {
  id: "office",
  title: "Office",
  vatClass: "standard",
  attributes: ["age", "brand", "model"],
  maxImages: 6,
};
