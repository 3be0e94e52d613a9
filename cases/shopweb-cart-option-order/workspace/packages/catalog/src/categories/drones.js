// Category "drones": the attributes a product of it must carry, and its VAT class.
export default {
  id: "drones",
  title: "Drones",
  vatClass: "standard",
  attributes: ["capacity", "color", "weight"],
  maxImages: 10,
};
