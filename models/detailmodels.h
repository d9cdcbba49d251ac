// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The small per-operation tables the console shows, one model per file.
#include "attemptsmodel.h"
#include "contentversionsmodel.h"
#include "decisionsmodel.h"
#include "evidencemodel.h"
#include "probesmodel.h"
#include "stepsmodel.h"
#include "timelinemodel.h"
