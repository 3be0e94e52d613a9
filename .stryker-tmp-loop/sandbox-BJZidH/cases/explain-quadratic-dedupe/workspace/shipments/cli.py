"""python3 -m shipments.cli FEED.jsonl... : merged events as JSON lines on stdout."""
import json
import sys
from dataclasses import asdict
from pathlib import Path

from .merge import merge_feeds
from .model import Feed


def load(path):
    carrier = Path(path).stem.split("-")[0]
    with open(path, encoding="utf-8") as f:
        return Feed.from_records(carrier, [json.loads(line) for line in f if line.strip()])


def main(argv):
    for event in merge_feeds([load(p) for p in argv]):
        print(json.dumps(asdict(event)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
