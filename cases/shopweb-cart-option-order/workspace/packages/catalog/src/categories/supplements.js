// Category "supplements": the attributes a product of it must carry, and its VAT class.
export default {
  id: "supplements",
  title: "Supplements",
  vatClass: "standard",
  attributes: ["color", "size", "weight"],
  maxImages: 4,
};
