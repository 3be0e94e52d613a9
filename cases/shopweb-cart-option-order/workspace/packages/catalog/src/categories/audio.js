// Category "audio": the attributes a product of it must carry, and its VAT class.
export default {
  id: "audio",
  title: "Audio",
  vatClass: "standard",
  attributes: ["age", "material", "weight"],
  maxImages: 8,
};
