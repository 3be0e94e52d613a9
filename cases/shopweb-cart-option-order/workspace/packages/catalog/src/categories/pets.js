// Category "pets": the attributes a product of it must carry, and its VAT class.
export default {
  id: "pets",
  title: "Pets",
  vatClass: "standard",
  attributes: ["length", "material", "width"],
  maxImages: 4,
};
