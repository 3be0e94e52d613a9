// Category "beverages": the attributes a product of it must carry, and its VAT class.
export default {
  id: "beverages",
  title: "Beverages",
  vatClass: "reduced",
  attributes: ["color", "length", "size"],
  maxImages: 10,
};
