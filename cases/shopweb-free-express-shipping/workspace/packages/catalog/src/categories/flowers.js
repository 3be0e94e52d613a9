// Category "flowers": the attributes a product of it must carry, and its VAT class.
export default {
  id: "flowers",
  title: "Flowers",
  vatClass: "reduced",
  attributes: ["color", "length", "model"],
  maxImages: 8,
};
