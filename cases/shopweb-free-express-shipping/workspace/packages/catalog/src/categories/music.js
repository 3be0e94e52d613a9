// Category "music": the attributes a product of it must carry, and its VAT class.
export default {
  id: "music",
  title: "Music",
  vatClass: "standard",
  attributes: ["age", "model", "width"],
  maxImages: 10,
};
