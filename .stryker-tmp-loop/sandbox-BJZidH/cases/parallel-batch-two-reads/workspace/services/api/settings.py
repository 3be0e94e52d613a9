"""Settings of the API service."""
import os

QUEUE_NAME = os.environ.get("ORDERS_QUEUE", "orders.v2")
QUEUE_URL = os.environ.get("QUEUE_URL", "amqp://queue:5672")
REQUEST_TIMEOUT_S = 15
MAX_BODY_KB = 512
