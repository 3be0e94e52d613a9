// Category "bath": the attributes a product of it must carry, and its VAT class.
export default {
  id: "bath",
  title: "Bath",
  vatClass: "standard",
  attributes: ["age", "length", "weight"],
  maxImages: 8,
};
