// Category "networking": the attributes a product of it must carry, and its VAT class.
export default {
  id: "networking",
  title: "Networking",
  vatClass: "standard",
  attributes: ["age", "length", "material"],
  maxImages: 8,
};
