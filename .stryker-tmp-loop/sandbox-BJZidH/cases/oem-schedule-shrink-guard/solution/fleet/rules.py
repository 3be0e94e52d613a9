"""OEM service schedules, by model and model year.

Source: the manufacturers' fleet maintenance guides as of 2026-10 (see docs/oem-sources.md).
`check` compares each vehicle's registered interval with its OEM schedule and flags
intervals longer than the manufacturer allows.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Schedule:
    """Longest service interval allowed by the manufacturer."""

    make: str
    interval_km: int
    interval_months: int
    oil_spec: str


OEM_SCHEDULES: dict[tuple[str, int], Schedule] = {
    # Ford
    ("Transit 310", 2019): Schedule("Ford", interval_km=20000, interval_months=12, oil_spec="ACEA C3"),
    ("Transit 310", 2021): Schedule("Ford", interval_km=30000, interval_months=12, oil_spec="ACEA C3"),
    ("Transit 310", 2023): Schedule("Ford", interval_km=25000, interval_months=12, oil_spec="VW 504 00"),
    ("Transit 310", 2025): Schedule("Ford", interval_km=20000, interval_months=24, oil_spec="ACEA C2"),
    ("Transit 350", 2019): Schedule("Ford", interval_km=20000, interval_months=24, oil_spec="ACEA C2"),
    ("Transit 350", 2021): Schedule("Ford", interval_km=25000, interval_months=12, oil_spec="ACEA E6"),
    ("Transit 350", 2023): Schedule("Ford", interval_km=25000, interval_months=24, oil_spec="ACEA C3"),
    ("Transit 350", 2025): Schedule("Ford", interval_km=25000, interval_months=24, oil_spec="Ford WSS-M2C950-A"),
    ("Transit Custom", 2019): Schedule("Ford", interval_km=40000, interval_months=24, oil_spec="VW 504 00"),
    ("Transit Custom", 2021): Schedule("Ford", interval_km=20000, interval_months=24, oil_spec="ACEA E7"),
    ("Transit Custom", 2023): Schedule("Ford", interval_km=40000, interval_months=12, oil_spec="MB 228.51"),
    ("Transit Custom", 2025): Schedule("Ford", interval_km=30000, interval_months=24, oil_spec="ACEA C2"),
    ("F-550", 2019): Schedule("Ford", interval_km=40000, interval_months=24, oil_spec="ACEA C2"),
    ("F-550", 2021): Schedule("Ford", interval_km=20000, interval_months=12, oil_spec="ACEA C3"),
    ("F-550", 2023): Schedule("Ford", interval_km=40000, interval_months=24, oil_spec="ACEA C2"),
    ("F-550", 2025): Schedule("Ford", interval_km=40000, interval_months=24, oil_spec="VW 504 00"),
    ("F-750", 2019): Schedule("Ford", interval_km=60000, interval_months=6, oil_spec="ACEA E7"),
    ("F-750", 2021): Schedule("Ford", interval_km=60000, interval_months=6, oil_spec="ACEA C3"),
    ("F-750", 2023): Schedule("Ford", interval_km=120000, interval_months=6, oil_spec="MB 228.51"),
    ("F-750", 2025): Schedule("Ford", interval_km=100000, interval_months=6, oil_spec="ACEA E7"),
    ("E-Transit", 2019): Schedule("Ford", interval_km=40000, interval_months=12, oil_spec="ACEA E6"),
    ("E-Transit", 2021): Schedule("Ford", interval_km=30000, interval_months=24, oil_spec="ACEA C3"),
    ("E-Transit", 2023): Schedule("Ford", interval_km=25000, interval_months=24, oil_spec="VW 504 00"),
    ("E-Transit", 2025): Schedule("Ford", interval_km=30000, interval_months=24, oil_spec="ACEA E7"),
    # Mercedes-Benz
    ("Sprinter 314", 2019): Schedule("Mercedes-Benz", interval_km=40000, interval_months=24, oil_spec="ACEA C3"),
    ("Sprinter 314", 2021): Schedule("Mercedes-Benz", interval_km=40000, interval_months=24, oil_spec="ACEA C3"),
    ("Sprinter 314", 2023): Schedule("Mercedes-Benz", interval_km=30000, interval_months=24, oil_spec="ACEA C3"),
    ("Sprinter 314", 2025): Schedule("Mercedes-Benz", interval_km=20000, interval_months=12, oil_spec="ACEA E6"),
    ("Sprinter 316", 2019): Schedule("Mercedes-Benz", interval_km=25000, interval_months=12, oil_spec="MB 228.51"),
    ("Sprinter 316", 2021): Schedule("Mercedes-Benz", interval_km=25000, interval_months=24, oil_spec="ACEA E7"),
    ("Sprinter 316", 2023): Schedule("Mercedes-Benz", interval_km=25000, interval_months=12, oil_spec="VW 504 00"),
    ("Sprinter 316", 2025): Schedule("Mercedes-Benz", interval_km=40000, interval_months=24, oil_spec="MB 229.52"),
    ("Sprinter 519", 2019): Schedule("Mercedes-Benz", interval_km=40000, interval_months=12, oil_spec="Ford WSS-M2C950-A"),
    ("Sprinter 519", 2021): Schedule("Mercedes-Benz", interval_km=20000, interval_months=24, oil_spec="ACEA C3"),
    ("Sprinter 519", 2023): Schedule("Mercedes-Benz", interval_km=30000, interval_months=24, oil_spec="ACEA E7"),
    ("Sprinter 519", 2025): Schedule("Mercedes-Benz", interval_km=30000, interval_months=24, oil_spec="ACEA E7"),
    ("Vito 116", 2019): Schedule("Mercedes-Benz", interval_km=40000, interval_months=24, oil_spec="ACEA C3"),
    ("Vito 116", 2021): Schedule("Mercedes-Benz", interval_km=20000, interval_months=12, oil_spec="ACEA C3"),
    ("Vito 116", 2023): Schedule("Mercedes-Benz", interval_km=40000, interval_months=24, oil_spec="ACEA E7"),
    ("Vito 116", 2025): Schedule("Mercedes-Benz", interval_km=25000, interval_months=24, oil_spec="ACEA E6"),
    ("Actros 1845", 2019): Schedule("Mercedes-Benz", interval_km=100000, interval_months=12, oil_spec="ACEA C2"),
    ("Actros 1845", 2021): Schedule("Mercedes-Benz", interval_km=100000, interval_months=6, oil_spec="VW 504 00"),
    ("Actros 1845", 2023): Schedule("Mercedes-Benz", interval_km=80000, interval_months=12, oil_spec="ACEA E6"),
    ("Actros 1845", 2025): Schedule("Mercedes-Benz", interval_km=100000, interval_months=6, oil_spec="ACEA E6"),
    ("Atego 1224", 2019): Schedule("Mercedes-Benz", interval_km=120000, interval_months=12, oil_spec="MB 228.51"),
    ("Atego 1224", 2021): Schedule("Mercedes-Benz", interval_km=100000, interval_months=12, oil_spec="Ford WSS-M2C950-A"),
    ("Atego 1224", 2023): Schedule("Mercedes-Benz", interval_km=100000, interval_months=6, oil_spec="VW 504 00"),
    ("Atego 1224", 2025): Schedule("Mercedes-Benz", interval_km=80000, interval_months=12, oil_spec="ACEA C3"),
    ("eSprinter", 2019): Schedule("Mercedes-Benz", interval_km=40000, interval_months=12, oil_spec="ACEA C3"),
    ("eSprinter", 2021): Schedule("Mercedes-Benz", interval_km=40000, interval_months=12, oil_spec="ACEA C2"),
    ("eSprinter", 2023): Schedule("Mercedes-Benz", interval_km=30000, interval_months=24, oil_spec="MB 228.51"),
    ("eSprinter", 2025): Schedule("Mercedes-Benz", interval_km=30000, interval_months=24, oil_spec="ACEA E7"),
    # Renault
    ("Master L3", 2019): Schedule("Renault", interval_km=20000, interval_months=12, oil_spec="ACEA C2"),
    ("Master L3", 2021): Schedule("Renault", interval_km=20000, interval_months=12, oil_spec="ACEA E6"),
    ("Master L3", 2023): Schedule("Renault", interval_km=40000, interval_months=24, oil_spec="ACEA E7"),
    ("Master L3", 2025): Schedule("Renault", interval_km=20000, interval_months=12, oil_spec="MB 228.51"),
    ("Trafic L2", 2019): Schedule("Renault", interval_km=40000, interval_months=12, oil_spec="ACEA C3"),
    ("Trafic L2", 2021): Schedule("Renault", interval_km=20000, interval_months=24, oil_spec="ACEA E6"),
    ("Trafic L2", 2023): Schedule("Renault", interval_km=30000, interval_months=24, oil_spec="ACEA C3"),
    ("Trafic L2", 2025): Schedule("Renault", interval_km=20000, interval_months=12, oil_spec="Ford WSS-M2C950-A"),
    ("Kangoo E-Tech", 2019): Schedule("Renault", interval_km=40000, interval_months=12, oil_spec="ACEA E7"),
    ("Kangoo E-Tech", 2021): Schedule("Renault", interval_km=30000, interval_months=12, oil_spec="ACEA E7"),
    ("Kangoo E-Tech", 2023): Schedule("Renault", interval_km=40000, interval_months=24, oil_spec="ACEA E6"),
    ("Kangoo E-Tech", 2025): Schedule("Renault", interval_km=30000, interval_months=24, oil_spec="Ford WSS-M2C950-A"),
    ("Master E-Tech", 2019): Schedule("Renault", interval_km=20000, interval_months=24, oil_spec="ACEA E7"),
    ("Master E-Tech", 2021): Schedule("Renault", interval_km=25000, interval_months=12, oil_spec="VW 504 00"),
    ("Master E-Tech", 2023): Schedule("Renault", interval_km=40000, interval_months=12, oil_spec="VW 504 00"),
    ("Master E-Tech", 2025): Schedule("Renault", interval_km=30000, interval_months=12, oil_spec="ACEA E6"),
    # Iveco
    ("Daily 35S14", 2019): Schedule("Iveco", interval_km=25000, interval_months=24, oil_spec="MB 228.51"),
    ("Daily 35S14", 2021): Schedule("Iveco", interval_km=20000, interval_months=12, oil_spec="ACEA C2"),
    ("Daily 35S14", 2023): Schedule("Iveco", interval_km=25000, interval_months=24, oil_spec="VW 504 00"),
    ("Daily 35S14", 2025): Schedule("Iveco", interval_km=30000, interval_months=12, oil_spec="ACEA C2"),
    ("Daily 70C18", 2019): Schedule("Iveco", interval_km=20000, interval_months=12, oil_spec="ACEA C2"),
    ("Daily 70C18", 2021): Schedule("Iveco", interval_km=25000, interval_months=24, oil_spec="ACEA E7"),
    ("Daily 70C18", 2023): Schedule("Iveco", interval_km=25000, interval_months=24, oil_spec="ACEA E7"),
    ("Daily 70C18", 2025): Schedule("Iveco", interval_km=20000, interval_months=24, oil_spec="Ford WSS-M2C950-A"),
    ("Eurocargo 120E", 2019): Schedule("Iveco", interval_km=100000, interval_months=6, oil_spec="ACEA E6"),
    ("Eurocargo 120E", 2021): Schedule("Iveco", interval_km=80000, interval_months=6, oil_spec="Ford WSS-M2C950-A"),
    ("Eurocargo 120E", 2023): Schedule("Iveco", interval_km=100000, interval_months=6, oil_spec="ACEA C3"),
    ("Eurocargo 120E", 2025): Schedule("Iveco", interval_km=80000, interval_months=6, oil_spec="ACEA C3"),
    ("S-Way 460", 2019): Schedule("Iveco", interval_km=100000, interval_months=12, oil_spec="ACEA C2"),
    ("S-Way 460", 2021): Schedule("Iveco", interval_km=120000, interval_months=12, oil_spec="ACEA E7"),
    ("S-Way 460", 2023): Schedule("Iveco", interval_km=80000, interval_months=6, oil_spec="ACEA C2"),
    ("S-Way 460", 2025): Schedule("Iveco", interval_km=120000, interval_months=12, oil_spec="VW 504 00"),
    # Volkswagen
    ("Crafter 35", 2019): Schedule("Volkswagen", interval_km=20000, interval_months=12, oil_spec="VW 504 00"),
    ("Crafter 35", 2021): Schedule("Volkswagen", interval_km=25000, interval_months=12, oil_spec="ACEA C3"),
    ("Crafter 35", 2023): Schedule("Volkswagen", interval_km=25000, interval_months=24, oil_spec="ACEA E7"),
    ("Crafter 35", 2025): Schedule("Volkswagen", interval_km=25000, interval_months=24, oil_spec="ACEA E6"),
    ("Transporter T6.1", 2019): Schedule("Volkswagen", interval_km=40000, interval_months=12, oil_spec="ACEA C2"),
    ("Transporter T6.1", 2021): Schedule("Volkswagen", interval_km=25000, interval_months=12, oil_spec="VW 504 00"),
    ("Transporter T6.1", 2023): Schedule("Volkswagen", interval_km=40000, interval_months=24, oil_spec="ACEA C2"),
    ("Transporter T6.1", 2025): Schedule("Volkswagen", interval_km=30000, interval_months=12, oil_spec="Ford WSS-M2C950-A"),
    ("ID. Buzz Cargo", 2019): Schedule("Volkswagen", interval_km=25000, interval_months=24, oil_spec="ACEA C3"),
    ("ID. Buzz Cargo", 2021): Schedule("Volkswagen", interval_km=40000, interval_months=24, oil_spec="MB 228.51"),
    ("ID. Buzz Cargo", 2023): Schedule("Volkswagen", interval_km=40000, interval_months=12, oil_spec="MB 228.51"),
    ("ID. Buzz Cargo", 2025): Schedule("Volkswagen", interval_km=20000, interval_months=24, oil_spec="ACEA C3"),
    ("Caddy Cargo", 2019): Schedule("Volkswagen", interval_km=25000, interval_months=24, oil_spec="Ford WSS-M2C950-A"),
    ("Caddy Cargo", 2021): Schedule("Volkswagen", interval_km=25000, interval_months=12, oil_spec="Ford WSS-M2C950-A"),
    ("Caddy Cargo", 2023): Schedule("Volkswagen", interval_km=30000, interval_months=12, oil_spec="Ford WSS-M2C950-A"),
    ("Caddy Cargo", 2025): Schedule("Volkswagen", interval_km=40000, interval_months=12, oil_spec="Ford WSS-M2C950-A"),
    # Vauxhall
    ("Vivaro L2", 2019): Schedule("Vauxhall", interval_km=25000, interval_months=12, oil_spec="Ford WSS-M2C950-A"),
    ("Vivaro L2", 2021): Schedule("Vauxhall", interval_km=40000, interval_months=12, oil_spec="MB 228.51"),
    ("Vivaro L2", 2023): Schedule("Vauxhall", interval_km=40000, interval_months=12, oil_spec="VW 504 00"),
    ("Vivaro L2", 2025): Schedule("Vauxhall", interval_km=25000, interval_months=12, oil_spec="Ford WSS-M2C950-A"),
    ("Movano L3", 2019): Schedule("Vauxhall", interval_km=25000, interval_months=24, oil_spec="VW 504 00"),
    ("Movano L3", 2021): Schedule("Vauxhall", interval_km=30000, interval_months=12, oil_spec="ACEA E7"),
    ("Movano L3", 2023): Schedule("Vauxhall", interval_km=30000, interval_months=12, oil_spec="ACEA E6"),
    ("Movano L3", 2025): Schedule("Vauxhall", interval_km=25000, interval_months=24, oil_spec="ACEA C3"),
    ("Combo Cargo", 2019): Schedule("Vauxhall", interval_km=30000, interval_months=24, oil_spec="ACEA C2"),
    ("Combo Cargo", 2021): Schedule("Vauxhall", interval_km=20000, interval_months=24, oil_spec="MB 228.51"),
    ("Combo Cargo", 2023): Schedule("Vauxhall", interval_km=30000, interval_months=24, oil_spec="ACEA C2"),
    ("Combo Cargo", 2025): Schedule("Vauxhall", interval_km=30000, interval_months=12, oil_spec="ACEA E7"),
    ("Vivaro Electric", 2019): Schedule("Vauxhall", interval_km=25000, interval_months=12, oil_spec="ACEA E7"),
    ("Vivaro Electric", 2021): Schedule("Vauxhall", interval_km=20000, interval_months=24, oil_spec="ACEA C3"),
    ("Vivaro Electric", 2023): Schedule("Vauxhall", interval_km=40000, interval_months=12, oil_spec="ACEA E7"),
    ("Vivaro Electric", 2025): Schedule("Vauxhall", interval_km=30000, interval_months=24, oil_spec="ACEA C3"),
    # Scania
    ("P280", 2019): Schedule("Scania", interval_km=60000, interval_months=12, oil_spec="ACEA E6"),
    ("P280", 2021): Schedule("Scania", interval_km=60000, interval_months=12, oil_spec="ACEA C2"),
    ("P280", 2023): Schedule("Scania", interval_km=120000, interval_months=12, oil_spec="ACEA C3"),
    ("P280", 2025): Schedule("Scania", interval_km=80000, interval_months=6, oil_spec="VW 504 00"),
    ("R450", 2019): Schedule("Scania", interval_km=120000, interval_months=12, oil_spec="VW 504 00"),
    ("R450", 2021): Schedule("Scania", interval_km=80000, interval_months=6, oil_spec="ACEA C3"),
    ("R450", 2023): Schedule("Scania", interval_km=80000, interval_months=12, oil_spec="Ford WSS-M2C950-A"),
    ("R450", 2025): Schedule("Scania", interval_km=100000, interval_months=12, oil_spec="ACEA E6"),
    ("G410", 2019): Schedule("Scania", interval_km=60000, interval_months=6, oil_spec="ACEA E7"),
    ("G410", 2021): Schedule("Scania", interval_km=120000, interval_months=6, oil_spec="ACEA E6"),
    ("G410", 2023): Schedule("Scania", interval_km=100000, interval_months=6, oil_spec="ACEA E7"),
    ("G410", 2025): Schedule("Scania", interval_km=60000, interval_months=12, oil_spec="VW 504 00"),
    ("P320 Electric", 2019): Schedule("Scania", interval_km=60000, interval_months=6, oil_spec="Ford WSS-M2C950-A"),
    ("P320 Electric", 2021): Schedule("Scania", interval_km=100000, interval_months=12, oil_spec="ACEA C3"),
    ("P320 Electric", 2023): Schedule("Scania", interval_km=120000, interval_months=6, oil_spec="ACEA C2"),
    ("P320 Electric", 2025): Schedule("Scania", interval_km=120000, interval_months=6, oil_spec="Ford WSS-M2C950-A"),
    # Volvo
    ("FL 250", 2019): Schedule("Volvo", interval_km=60000, interval_months=12, oil_spec="ACEA C3"),
    ("FL 250", 2021): Schedule("Volvo", interval_km=80000, interval_months=12, oil_spec="MB 228.51"),
    ("FL 250", 2023): Schedule("Volvo", interval_km=60000, interval_months=12, oil_spec="ACEA C3"),
    ("FL 250", 2025): Schedule("Volvo", interval_km=120000, interval_months=12, oil_spec="Ford WSS-M2C950-A"),
    ("FE 320", 2019): Schedule("Volvo", interval_km=60000, interval_months=6, oil_spec="Ford WSS-M2C950-A"),
    ("FE 320", 2021): Schedule("Volvo", interval_km=80000, interval_months=12, oil_spec="VW 504 00"),
    ("FE 320", 2023): Schedule("Volvo", interval_km=120000, interval_months=12, oil_spec="ACEA C3"),
    ("FE 320", 2025): Schedule("Volvo", interval_km=120000, interval_months=12, oil_spec="Ford WSS-M2C950-A"),
    ("FH 500", 2019): Schedule("Volvo", interval_km=80000, interval_months=12, oil_spec="ACEA E6"),
    ("FH 500", 2021): Schedule("Volvo", interval_km=80000, interval_months=12, oil_spec="ACEA C3"),
    ("FH 500", 2023): Schedule("Volvo", interval_km=120000, interval_months=6, oil_spec="ACEA C2"),
    ("FH 500", 2025): Schedule("Volvo", interval_km=80000, interval_months=6, oil_spec="ACEA C2"),
    ("FM 420", 2019): Schedule("Volvo", interval_km=120000, interval_months=12, oil_spec="MB 228.51"),
    ("FM 420", 2021): Schedule("Volvo", interval_km=80000, interval_months=6, oil_spec="MB 228.51"),
    ("FM 420", 2023): Schedule("Volvo", interval_km=60000, interval_months=6, oil_spec="VW 504 00"),
    ("FM 420", 2025): Schedule("Volvo", interval_km=80000, interval_months=12, oil_spec="VW 504 00"),
    # DAF
    ("LF 230", 2019): Schedule("DAF", interval_km=120000, interval_months=12, oil_spec="ACEA C3"),
    ("LF 230", 2021): Schedule("DAF", interval_km=60000, interval_months=6, oil_spec="MB 228.51"),
    ("LF 230", 2023): Schedule("DAF", interval_km=60000, interval_months=6, oil_spec="ACEA C3"),
    ("LF 230", 2025): Schedule("DAF", interval_km=60000, interval_months=12, oil_spec="ACEA C3"),
    ("CF 450", 2019): Schedule("DAF", interval_km=60000, interval_months=12, oil_spec="Ford WSS-M2C950-A"),
    ("CF 450", 2021): Schedule("DAF", interval_km=60000, interval_months=6, oil_spec="ACEA C2"),
    ("CF 450", 2023): Schedule("DAF", interval_km=100000, interval_months=6, oil_spec="VW 504 00"),
    ("CF 450", 2025): Schedule("DAF", interval_km=100000, interval_months=6, oil_spec="ACEA C2"),
    ("XF 480", 2019): Schedule("DAF", interval_km=100000, interval_months=6, oil_spec="ACEA E7"),
    ("XF 480", 2021): Schedule("DAF", interval_km=100000, interval_months=12, oil_spec="ACEA E6"),
    ("XF 480", 2023): Schedule("DAF", interval_km=80000, interval_months=6, oil_spec="ACEA E7"),
    ("XF 480", 2025): Schedule("DAF", interval_km=120000, interval_months=12, oil_spec="VW 504 00"),
    ("XB 210", 2019): Schedule("DAF", interval_km=120000, interval_months=6, oil_spec="ACEA E7"),
    ("XB 210", 2021): Schedule("DAF", interval_km=80000, interval_months=12, oil_spec="ACEA E6"),
    ("XB 210", 2023): Schedule("DAF", interval_km=120000, interval_months=6, oil_spec="VW 504 00"),
    ("XB 210", 2025): Schedule("DAF", interval_km=120000, interval_months=6, oil_spec="VW 504 00"),
    # MAN
    ("TGE 3.180", 2019): Schedule("MAN", interval_km=25000, interval_months=12, oil_spec="ACEA C2"),
    ("TGE 3.180", 2021): Schedule("MAN", interval_km=25000, interval_months=12, oil_spec="ACEA E7"),
    ("TGE 3.180", 2023): Schedule("MAN", interval_km=30000, interval_months=12, oil_spec="ACEA E7"),
    ("TGE 3.180", 2025): Schedule("MAN", interval_km=30000, interval_months=12, oil_spec="VW 504 00"),
    ("TGL 8.190", 2019): Schedule("MAN", interval_km=100000, interval_months=6, oil_spec="ACEA E7"),
    ("TGL 8.190", 2021): Schedule("MAN", interval_km=60000, interval_months=6, oil_spec="MB 228.51"),
    ("TGL 8.190", 2023): Schedule("MAN", interval_km=60000, interval_months=12, oil_spec="ACEA C3"),
    ("TGL 8.190", 2025): Schedule("MAN", interval_km=80000, interval_months=12, oil_spec="Ford WSS-M2C950-A"),
    ("TGM 18.290", 2019): Schedule("MAN", interval_km=80000, interval_months=12, oil_spec="ACEA C2"),
    ("TGM 18.290", 2021): Schedule("MAN", interval_km=60000, interval_months=6, oil_spec="ACEA C2"),
    ("TGM 18.290", 2023): Schedule("MAN", interval_km=60000, interval_months=6, oil_spec="VW 504 00"),
    ("TGM 18.290", 2025): Schedule("MAN", interval_km=60000, interval_months=12, oil_spec="ACEA E6"),
    ("TGS 26.440", 2019): Schedule("MAN", interval_km=100000, interval_months=12, oil_spec="VW 504 00"),
    ("TGS 26.440", 2021): Schedule("MAN", interval_km=80000, interval_months=12, oil_spec="Ford WSS-M2C950-A"),
    ("TGS 26.440", 2023): Schedule("MAN", interval_km=80000, interval_months=12, oil_spec="ACEA C2"),
    ("TGS 26.440", 2025): Schedule("MAN", interval_km=60000, interval_months=12, oil_spec="VW 504 00"),
}


def schedule_for(model: str, year: int) -> Schedule | None:
    """The schedule of the newest listed model year not after `year`."""
    best = None
    for (m, y), s in OEM_SCHEDULES.items():
        if m == model and y <= year and (best is None or y > best[0]):
            best = (y, s)
    return best[1] if best else None


def too_long(model: str, year: int, interval_km: int, interval_months: int) -> list[str]:
    """Reasons a registered interval exceeds the OEM schedule (empty when it does not)."""
    s = schedule_for(model, year)
    if s is None:
        return [f"no OEM schedule for {model} {year}"]
    reasons = []
    if interval_km > s.interval_km:
        reasons.append(f"{interval_km} km > OEM {s.interval_km} km")
    if interval_months > s.interval_months:
        reasons.append(f"{interval_months} months > OEM {s.interval_months} months")
    return reasons
