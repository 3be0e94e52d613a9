// Category "health": the attributes a product of it must carry, and its VAT class.
export default {
  id: "health",
  title: "Health",
  vatClass: "standard",
  attributes: ["capacity", "size", "weight"],
  maxImages: 10,
};
