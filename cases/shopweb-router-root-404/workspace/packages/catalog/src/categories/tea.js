// Category "tea": the attributes a product of it must carry, and its VAT class.
export default {
  id: "tea",
  title: "Tea",
  vatClass: "reduced",
  attributes: ["color", "model", "width"],
  maxImages: 10,
};
