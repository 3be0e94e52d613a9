// Category "furniture": the attributes a product of it must carry, and its VAT class.
export default {
  id: "furniture",
  title: "Furniture",
  vatClass: "standard",
  attributes: ["age", "color", "weight"],
  maxImages: 10,
};
