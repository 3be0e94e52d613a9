// Category "jewelry": the attributes a product of it must carry, and its VAT class.
export default {
  id: "jewelry",
  title: "Jewelry",
  vatClass: "standard",
  attributes: ["age", "brand", "color"],
  maxImages: 8,
};
