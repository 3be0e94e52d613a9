"""Settings of the background worker."""
import os

QUEUE_NAME = os.environ.get("ORDERS_QUEUE", "orders.v2")
QUEUE_URL = os.environ.get("QUEUE_URL", "amqp://queue:5672")
PREFETCH = 20
MAX_RETRIES = 5
