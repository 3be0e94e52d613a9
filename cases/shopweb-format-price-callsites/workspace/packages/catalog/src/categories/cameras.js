// Category "cameras": the attributes a product of it must carry, and its VAT class.
export default {
  id: "cameras",
  title: "Cameras",
  vatClass: "standard",
  attributes: ["capacity", "color", "weight"],
  maxImages: 6,
};
