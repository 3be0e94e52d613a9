// Category "food": the attributes a product of it must carry, and its VAT class.
export default {
  id: "food",
  title: "Food",
  vatClass: "reduced",
  attributes: ["material", "weight", "width"],
  maxImages: 10,
};
