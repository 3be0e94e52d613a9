// Category "lighting": the attributes a product of it must carry, and its VAT class.
export default {
  id: "lighting",
  title: "Lighting",
  vatClass: "standard",
  attributes: ["age", "color", "width"],
  maxImages: 6,
};
