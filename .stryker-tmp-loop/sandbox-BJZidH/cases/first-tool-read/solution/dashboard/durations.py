"""Formatting of durations for the job dashboard."""


def format_duration(seconds: float) -> str:
    """Human-readable duration: 45s, 3m 05s, 2h 07m, 3d 4h."""
    if seconds < 0:
        raise ValueError("negative duration")
    total = int(round(seconds))
    days, rest = divmod(total, 86400)
    hours, rest = divmod(rest, 3600)
    minutes, secs = divmod(rest, 60)
    if days:
        return f"{days}d {hours}h"
    if hours:
        return f"{hours}h {minutes:02d}m"
    if minutes:
        return f"{minutes}m {secs:02d}s"
    return f"{secs}s"
