from datetime import date

from fleet.models import Reading, Vehicle


def van(reg="KX71 ABC", *, interval_km=20000, interval_months=12, last_km=40000,
        last_date=date(2026, 1, 15), bay="A", model="Transit 350"):
    return Vehicle(reg=reg, model=model, bay=bay, interval_km=interval_km,
                   interval_months=interval_months, last_service_km=last_km,
                   last_service_date=last_date)


def reading(reg="KX71 ABC", km=45000.0, on=date(2026, 11, 20)):
    return Reading(reg=reg, taken_on=on, km=km)
