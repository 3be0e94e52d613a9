// Category "tv": the attributes a product of it must carry, and its VAT class.
export default {
  id: "tv",
  title: "Tv",
  vatClass: "standard",
  attributes: ["age", "brand", "length"],
  maxImages: 4,
};
