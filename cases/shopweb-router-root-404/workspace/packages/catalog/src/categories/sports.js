// Category "sports": the attributes a product of it must carry, and its VAT class.
export default {
  id: "sports",
  title: "Sports",
  vatClass: "standard",
  attributes: ["capacity", "color", "model"],
  maxImages: 4,
};
