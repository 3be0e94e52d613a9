// Category "ebooks": the attributes a product of it must carry, and its VAT class.
export default {
  id: "ebooks",
  title: "Ebooks",
  vatClass: "reduced",
  attributes: ["age", "material", "model"],
  maxImages: 8,
};
