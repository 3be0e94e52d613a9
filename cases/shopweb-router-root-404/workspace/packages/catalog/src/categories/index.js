// Every category module, by id.
import apparel from "./apparel.js";
import shoes from "./shoes.js";
import books from "./books.js";
import ebooks from "./ebooks.js";
import toys from "./toys.js";
import games from "./games.js";
import kitchen from "./kitchen.js";
import garden from "./garden.js";
import tools from "./tools.js";
import food from "./food.js";
import beverages from "./beverages.js";
import baby from "./baby.js";
import beauty from "./beauty.js";
import health from "./health.js";
import sports from "./sports.js";
import outdoor from "./outdoor.js";
import music from "./music.js";
import instruments from "./instruments.js";
import office from "./office.js";
import pets from "./pets.js";
import jewelry from "./jewelry.js";
import watches from "./watches.js";
import bags from "./bags.js";
import luggage from "./luggage.js";
import lighting from "./lighting.js";
import furniture from "./furniture.js";
import bedding from "./bedding.js";
import bath from "./bath.js";
import cleaning from "./cleaning.js";
import auto from "./auto.js";
import bikes from "./bikes.js";
import camping from "./camping.js";
import fishing from "./fishing.js";
import crafts from "./crafts.js";
import party from "./party.js";
import stationery from "./stationery.js";
import phones from "./phones.js";
import tablets from "./tablets.js";
import laptops from "./laptops.js";
import audio from "./audio.js";
import cameras from "./cameras.js";
import printers from "./printers.js";
import storage from "./storage.js";
import networking from "./networking.js";
import software from "./software.js";
import smart_home from "./smart-home.js";
import tv from "./tv.js";
import gaming_pcs from "./gaming-pcs.js";
import wearables from "./wearables.js";
import drones from "./drones.js";
import newspapers from "./newspapers.js";
import magazines from "./magazines.js";
import seeds from "./seeds.js";
import flowers from "./flowers.js";
import wine from "./wine.js";
import tea from "./tea.js";
import coffee from "./coffee.js";
import supplements from "./supplements.js";
import medical from "./medical.js";
import optics from "./optics.js";

export const CATEGORIES = Object.freeze({
  "apparel": apparel,
  "shoes": shoes,
  "books": books,
  "ebooks": ebooks,
  "toys": toys,
  "games": games,
  "kitchen": kitchen,
  "garden": garden,
  "tools": tools,
  "food": food,
  "beverages": beverages,
  "baby": baby,
  "beauty": beauty,
  "health": health,
  "sports": sports,
  "outdoor": outdoor,
  "music": music,
  "instruments": instruments,
  "office": office,
  "pets": pets,
  "jewelry": jewelry,
  "watches": watches,
  "bags": bags,
  "luggage": luggage,
  "lighting": lighting,
  "furniture": furniture,
  "bedding": bedding,
  "bath": bath,
  "cleaning": cleaning,
  "auto": auto,
  "bikes": bikes,
  "camping": camping,
  "fishing": fishing,
  "crafts": crafts,
  "party": party,
  "stationery": stationery,
  "phones": phones,
  "tablets": tablets,
  "laptops": laptops,
  "audio": audio,
  "cameras": cameras,
  "printers": printers,
  "storage": storage,
  "networking": networking,
  "software": software,
  "smart-home": smart_home,
  "tv": tv,
  "gaming-pcs": gaming_pcs,
  "wearables": wearables,
  "drones": drones,
  "newspapers": newspapers,
  "magazines": magazines,
  "seeds": seeds,
  "flowers": flowers,
  "wine": wine,
  "tea": tea,
  "coffee": coffee,
  "supplements": supplements,
  "medical": medical,
  "optics": optics,
});

export function category(id) {
  const c = CATEGORIES[id];
  if (!c) throw new Error(`unknown category ${id}`);
  return c;
}
