// Category "games": the attributes a product of it must carry, and its VAT class.
export default {
  id: "games",
  title: "Games",
  vatClass: "standard",
  attributes: ["age", "length", "model"],
  maxImages: 6,
};
