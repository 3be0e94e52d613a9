// Category "wine": the attributes a product of it must carry, and its VAT class.
export default {
  id: "wine",
  title: "Wine",
  vatClass: "standard",
  attributes: ["capacity", "color", "material"],
  maxImages: 10,
};
