// Category "tablets": the attributes a product of it must carry, and its VAT class.
export default {
  id: "tablets",
  title: "Tablets",
  vatClass: "standard",
  attributes: ["age", "brand", "model"],
  maxImages: 6,
};
