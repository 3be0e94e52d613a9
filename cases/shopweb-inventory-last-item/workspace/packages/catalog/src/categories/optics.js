// Category "optics": the attributes a product of it must carry, and its VAT class.
export default {
  id: "optics",
  title: "Optics",
  vatClass: "standard",
  attributes: ["color", "material", "model"],
  maxImages: 10,
};
