-- Seed data for GST (issue 17): the rate table as dated data, and HSN codes for the existing catalog.
-- Rates in basis points (1800 = 18%). Rows marked UNVERIFIED in `source` could not be confirmed against the
-- notification text; see docs/decisions/0019-gst-rates-as-dated-data.md.
INSERT INTO "gst_rates" ("hsn_prefix", "description", "rate_bp", "effective_from", "effective_to", "notification", "source") VALUES
  ('8536', 'Switches, sockets, plugs, MCBs, RCCBs, isolators, surge protective devices', 1800, '2017-07-01', '2025-09-21', 'Notification 1/2017-Central Tax (Rate), 28-06-2017, as amended', 'Schedule III (18%)'),
  ('8536', 'Switches, sockets, plugs, MCBs, RCCBs, isolators, surge protective devices', 1800, '2025-09-22', NULL, 'Notification 9/2025-Central Tax (Rate), 17-09-2025, in force 22-09-2025', 'Schedule II (18%): unchanged by the rationalisation'),
  ('8537', 'Distribution boards and panels', 1800, '2017-07-01', '2025-09-21', 'Notification 1/2017-Central Tax (Rate), 28-06-2017, as amended', 'Schedule III (18%)'),
  ('8537', 'Distribution boards and panels', 1800, '2025-09-22', NULL, 'Notification 9/2025-Central Tax (Rate), 17-09-2025, in force 22-09-2025', 'Schedule II (18%): unchanged'),
  ('8538', 'Parts for 8535-8537: cover plates, switch boxes', 1800, '2017-07-01', '2025-09-21', 'Notification 1/2017-Central Tax (Rate), 28-06-2017, as amended', 'Schedule III (18%)'),
  ('8538', 'Parts for 8535-8537: cover plates, switch boxes', 1800, '2025-09-22', NULL, 'Notification 9/2025-Central Tax (Rate), 17-09-2025, in force 22-09-2025', 'Schedule II (18%): unchanged'),
  ('8544', 'Insulated wires and cables', 1800, '2017-07-01', '2025-09-21', 'Notification 1/2017-Central Tax (Rate), 28-06-2017, as amended', 'Schedule III (18%)'),
  ('8544', 'Insulated wires and cables', 1800, '2025-09-22', NULL, 'Notification 9/2025-Central Tax (Rate), 17-09-2025, in force 22-09-2025', 'Schedule II (18%): unchanged'),
  ('8414', 'Fans: ceiling, table, pedestal, exhaust', 1800, '2017-07-01', '2025-09-21', 'Notification 1/2017-Central Tax (Rate), 28-06-2017, as amended', 'Schedule III (18%)'),
  ('8414', 'Fans: ceiling, table, pedestal, exhaust', 1800, '2025-09-22', NULL, 'Notification 9/2025-Central Tax (Rate), 17-09-2025, in force 22-09-2025', 'Schedule II (18%): unchanged'),
  ('8516', 'Water heaters, room heaters', 1800, '2017-07-01', '2025-09-21', 'Notification 1/2017-Central Tax (Rate), 28-06-2017, as amended', 'Schedule III (18%)'),
  ('8516', 'Water heaters, room heaters', 1800, '2025-09-22', NULL, 'Notification 9/2025-Central Tax (Rate), 17-09-2025, in force 22-09-2025', 'Schedule II (18%): unchanged'),
  ('8479', 'Evaporative air coolers', 1800, '2017-07-01', '2025-09-21', 'Notification 1/2017-Central Tax (Rate), 28-06-2017, as amended', 'Schedule III (18%)'),
  ('8479', 'Evaporative air coolers', 1800, '2025-09-22', NULL, 'Notification 9/2025-Central Tax (Rate), 17-09-2025, in force 22-09-2025', 'Schedule II (18%): UNVERIFIED, not confirmed against the notification text'),
  ('8504', 'Voltage stabilisers, USB chargers (static converters)', 1800, '2017-07-01', '2025-09-21', 'Notification 1/2017-Central Tax (Rate), 28-06-2017, as amended', 'Schedule III (18%)'),
  ('8504', 'Voltage stabilisers, USB chargers (static converters)', 1800, '2025-09-22', NULL, 'Notification 9/2025-Central Tax (Rate), 17-09-2025, in force 22-09-2025', 'Schedule II (18%): unchanged'),
  ('8517', 'Smart-home hubs and gateways', 1800, '2017-07-01', '2025-09-21', 'Notification 1/2017-Central Tax (Rate), 28-06-2017, as amended', 'Schedule III (18%)'),
  ('8517', 'Smart-home hubs and gateways', 1800, '2025-09-22', NULL, 'Notification 9/2025-Central Tax (Rate), 17-09-2025, in force 22-09-2025', 'Schedule II (18%): unchanged'),
  ('8525', 'CCTV and Wi-Fi cameras', 1800, '2017-07-01', '2025-09-21', 'Notification 1/2017-Central Tax (Rate), 28-06-2017, as amended', 'Schedule III (18%)'),
  ('8525', 'CCTV and Wi-Fi cameras', 1800, '2025-09-22', NULL, 'Notification 9/2025-Central Tax (Rate), 17-09-2025, in force 22-09-2025', 'Schedule II (18%): unchanged'),
  ('8301', 'Door locks, smart locks', 1800, '2017-07-01', '2025-09-21', 'Notification 1/2017-Central Tax (Rate), 28-06-2017, as amended', 'Schedule III (18%)'),
  ('8301', 'Door locks, smart locks', 1800, '2025-09-22', NULL, 'Notification 9/2025-Central Tax (Rate), 17-09-2025, in force 22-09-2025', 'Schedule II (18%): UNVERIFIED, not confirmed against the notification text'),
  ('8203', 'Pliers, wire strippers', 1800, '2017-07-01', '2025-09-21', 'Notification 1/2017-Central Tax (Rate), 28-06-2017, as amended', 'Schedule III (18%)'),
  ('8203', 'Pliers, wire strippers', 1800, '2025-09-22', NULL, 'Notification 9/2025-Central Tax (Rate), 17-09-2025, in force 22-09-2025', 'Schedule II (18%): UNVERIFIED, hand tools of 8201 moved to 5%; 8203 not confirmed'),
  ('8205', 'Screwdrivers and hand tools n.e.s.', 1800, '2017-07-01', '2025-09-21', 'Notification 1/2017-Central Tax (Rate), 28-06-2017, as amended', 'Schedule III (18%)'),
  ('8205', 'Screwdrivers and hand tools n.e.s.', 1800, '2025-09-22', NULL, 'Notification 9/2025-Central Tax (Rate), 17-09-2025, in force 22-09-2025', 'Schedule II (18%): UNVERIFIED, not confirmed against the notification text'),
  ('9030', 'Multimeters, voltage testers', 1800, '2017-07-01', '2025-09-21', 'Notification 1/2017-Central Tax (Rate), 28-06-2017, as amended', 'Schedule III (18%)'),
  ('9030', 'Multimeters, voltage testers', 1800, '2025-09-22', NULL, 'Notification 9/2025-Central Tax (Rate), 17-09-2025, in force 22-09-2025', 'Schedule II (18%): unchanged'),
  ('3917', 'PVC conduits and pipes', 1800, '2017-07-01', '2025-09-21', 'Notification 1/2017-Central Tax (Rate), 28-06-2017, as amended', 'Schedule III (18%)'),
  ('3917', 'PVC conduits and pipes', 1800, '2025-09-22', NULL, 'Notification 9/2025-Central Tax (Rate), 17-09-2025, in force 22-09-2025', 'Schedule II (18%): unchanged'),
  ('3926', 'Cable ties, clips, spiral wraps, plastic junction boxes', 1800, '2017-07-01', '2025-09-21', 'Notification 1/2017-Central Tax (Rate), 28-06-2017, as amended', 'Schedule III (18%)'),
  ('3926', 'Cable ties, clips, spiral wraps, plastic junction boxes', 1800, '2025-09-22', NULL, 'Notification 9/2025-Central Tax (Rate), 17-09-2025, in force 22-09-2025', 'Schedule II (18%): unchanged'),
  ('8539', 'LED lamps (bulbs)', 1200, '2017-07-01', '2025-09-21', 'Notification 1/2017-Central Tax (Rate), 28-06-2017, as amended', 'Schedule II (12%): LED lamps; UNVERIFIED entry number'),
  ('8539', 'LED lamps (bulbs)', 1800, '2025-09-22', NULL, 'Notification 9/2025-Central Tax (Rate), 17-09-2025, in force 22-09-2025', 'Schedule II (18%): UNVERIFIED, the 12% slab was removed; some summaries list lamps at 5%. Confirm before relying on it'),
  ('9405', 'Luminaires and lighting fittings, LED lights and fixtures', 1200, '2017-07-01', '2025-09-21', 'Notification 1/2017-Central Tax (Rate), 28-06-2017, as amended', 'Schedule II (12%): LED lights or fixtures; UNVERIFIED entry number'),
  ('9405', 'Luminaires and lighting fittings, LED lights and fixtures', 1800, '2025-09-22', NULL, 'Notification 9/2025-Central Tax (Rate), 17-09-2025, in force 22-09-2025', 'Schedule II (18%): UNVERIFIED, the 12% slab was removed; some summaries list 5%. Confirm before relying on it')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "categories" SET "default_hsn" = CASE "slug"
  WHEN 'lighting' THEN '9405'
  WHEN 'fans' THEN '8414'
  WHEN 'switches' THEN '8536'
  WHEN 'plugs' THEN '8536'
  WHEN 'protection' THEN '8536'
  WHEN 'wiring' THEN '8544'
  WHEN 'appliances' THEN '8516'
  WHEN 'automation' THEN '8517'
  WHEN 'tools' THEN '8205'
  WHEN 'accessories' THEN '3926'
  ELSE "default_hsn" END WHERE "default_hsn" = '';
--> statement-breakpoint
UPDATE "products" SET "hsn" = CASE
  WHEN "category_slug" = 'fans' THEN '8414'
  WHEN "sub_category" = 'led-bulbs' THEN '8539'
  WHEN "sub_category" = 'smart-bulbs' THEN '8539'
  WHEN "sub_category" = 'ceiling' THEN '9405'
  WHEN "sub_category" = 'panel' THEN '9405'
  WHEN "sub_category" = 'flood' THEN '9405'
  WHEN "sub_category" = 'outdoor-wall' THEN '9405'
  WHEN "sub_category" = 'wall' THEN '9405'
  WHEN "sub_category" = 'strip' THEN '9405'
  WHEN "sub_category" = 'chandeliers' THEN '9405'
  WHEN "sub_category" = 'bldc' THEN '8414'
  WHEN "sub_category" = 'table' THEN '8414'
  WHEN "sub_category" = 'pedestal' THEN '8414'
  WHEN "sub_category" = 'exhaust' THEN '8414'
  WHEN "sub_category" = 'ventilation' THEN '8414'
  WHEN "sub_category" = 'modular' THEN '8536'
  WHEN "sub_category" = 'legrand-myrius' THEN '8536'
  WHEN "sub_category" = 'anchor-roma' THEN '8536'
  WHEN "sub_category" = 'dimmers' THEN '8536'
  WHEN "sub_category" = 'touch' THEN '8536'
  WHEN "sub_category" = 'smart' THEN '8536'
  WHEN "sub_category" = 'plates' THEN '8538'
  WHEN "sub_category" = '6a-sockets' THEN '8536'
  WHEN "sub_category" = '16a-sockets' THEN '8536'
  WHEN "sub_category" = 'extension-boards' THEN '8536'
  WHEN "sub_category" = 'spike-guards' THEN '8536'
  WHEN "sub_category" = 'usb-sockets' THEN '8504'
  WHEN "sub_category" = 'type-c' THEN '8504'
  WHEN "sub_category" = 'mcb' THEN '8536'
  WHEN "sub_category" = 'isolators' THEN '8536'
  WHEN "sub_category" = 'rccb' THEN '8536'
  WHEN "sub_category" = 'rcbo' THEN '8536'
  WHEN "sub_category" = 'spd' THEN '8536'
  WHEN "sub_category" = 'distribution-boards' THEN '8537'
  WHEN "sub_category" = 'stabilizers' THEN '8504'
  WHEN "sub_category" = 'house-wires' THEN '8544'
  WHEN "sub_category" = 'flexible' THEN '8544'
  WHEN "sub_category" = 'lan' THEN '8544'
  WHEN "sub_category" = 'coaxial' THEN '8544'
  WHEN "sub_category" = 'solar' THEN '8544'
  WHEN "sub_category" = 'storage-geysers' THEN '8516'
  WHEN "sub_category" = 'instant-geysers' THEN '8516'
  WHEN "sub_category" = 'fan-heaters' THEN '8516'
  WHEN "sub_category" = 'oil-radiators' THEN '8516'
  WHEN "sub_category" = 'personal-coolers' THEN '8479'
  WHEN "sub_category" = 'desert-coolers' THEN '8479'
  WHEN "sub_category" = 'hubs' THEN '8517'
  WHEN "sub_category" = 'smart-plugs' THEN '8536'
  WHEN "sub_category" = 'glass-door-locks' THEN '8301'
  WHEN "sub_category" = 'door-locks' THEN '8301'
  WHEN "sub_category" = 'indoor-cameras' THEN '8525'
  WHEN "sub_category" = 'outdoor-cameras' THEN '8525'
  WHEN "sub_category" = 'screwdriver-sets' THEN '8205'
  WHEN "sub_category" = 'insulated-screwdrivers' THEN '8205'
  WHEN "sub_category" = 'combination-pliers' THEN '8203'
  WHEN "sub_category" = 'wire-strippers' THEN '8203'
  WHEN "sub_category" = 'line-testers' THEN '9030'
  WHEN "sub_category" = 'multimeters' THEN '9030'
  WHEN "sub_category" = 'cable-ties' THEN '3926'
  WHEN "sub_category" = 'cable-clips' THEN '3926'
  WHEN "sub_category" = 'spiral-wraps' THEN '3926'
  WHEN "sub_category" = 'junction-boxes' THEN '3926'
  WHEN "sub_category" = 'pvc-conduits' THEN '3917'
  WHEN "sub_category" = 'flexible-conduits' THEN '3917'
  WHEN "sub_category" = 'modular-boxes' THEN '8538'
  ELSE coalesce((SELECT c."default_hsn" FROM "categories" c WHERE c."slug" = "products"."category_slug"), '') END
WHERE "hsn" = '';
--> statement-breakpoint
-- Orders placed before this migration were charged 18% on every line (spec §9): record it so.
UPDATE "order_lines" SET "gst_rate_bp" = 1800 WHERE "gst_rate_bp" = 0;
