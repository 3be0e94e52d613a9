// Category "tools": the attributes a product of it must carry, and its VAT class.
export default {
  id: "tools",
  title: "Tools",
  vatClass: "standard",
  attributes: ["age", "capacity", "size"],
  maxImages: 4,
};
