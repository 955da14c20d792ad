"""Write round 25's judge time tables (bench/data/judge25/time_en.tsv, time_zh.tsv) from the rows below: each row's
expected inclusive range is computed here with datetime / dateutil / lunardate through round 24's helpers
(scripts/judge24_time_dates.py), never by hand and never by groundwire; the table writer and the "[seen]" marking are
make_judge24_time.py's. Written by judge25 (a helper that wrote no rules) in voices the project's tables lack: HR and
payroll notices, clinic reminders, airline rebooking e-mails, tenancy agreements, conference CFPs, game patch notes,
weather and tide bulletins, tax deadlines; 快递物流, 医院挂号, 考研 / 高考, 房贷 / 信用卡账单, 朋友圈, 微博热搜, 社区 / 物业,
家长群, 港台粤语. A row's span column is the expression's text inside a longer sentence ("" = the whole text); no range
= no span expected (look-alikes, sets and impossible dates).

Run: python scripts/make_judge25_time.py  (rewrites both tables; no groundwire import)
"""

from __future__ import annotations

import sys
from datetime import date as x
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from judge24_time_dates import (coming, days, dekad, half, lunar, month, month_of, month_week,  # noqa: E402
                                nth_weekday, one, past, quarter, wday, week, week_third, year_third)
from make_judge24_time import TODAY, _tsv, earlier_texts  # noqa: E402  (round 24's today keys and table writer)

OUT = Path(__file__).resolve().parents[1] / "bench" / "data" / "judge25"
NO = None  # no span expected
MON, TUE, WED, THU, FRI, SAT, SUN = range(7)


def within(t: x, n: int) -> tuple[x, x]:
    """English "within N days": N days counting today (README)."""
    return (t, days(t, n - 1))


def nei(t: x, n: int) -> tuple[x, x]:
    """Chinese N天内: today to N days after today (README, after JioNLP)."""
    return (t, days(t, n))


def next_lunar(t: x, m: int, d: int) -> tuple[x, x]:
    """A lunar date or festival without a year: its next occurrence, today included."""
    for y in (t.year - 1, t.year, t.year + 1):
        if lunar(y, m, d) >= t:
            return one(lunar(y, m, d))
    raise ValueError((t, m, d))


def chuxi(lunar_year: int) -> x:
    return days(lunar(lunar_year + 1, 1, 1), -1)


# (family, today key, text, span text or "" for the whole text, lambda today -> (start, end) or NO, voice)
EN = [
    # --- HR / payroll (T = Tue 2026-12-01)
    ("numeric", "T", "Payslips for November will be available on 12/18/2026 via the portal", "12/18/2026", lambda t: one(x(2026, 12, 18)), "hr"),
    ("range", "T", "Open enrollment runs Dec 2 – Dec 16, 2026", "Dec 2 – Dec 16, 2026", lambda t: (x(2026, 12, 2), x(2026, 12, 16)), "hr"),
    ("composition", "T", "Timesheets are due Friday of next week", "Friday of next week", lambda t: one(wday(t, FRI, 1)), "hr"),
    ("part", "T", "Year-end bonuses are paid in late December", "late December", lambda t: dekad(2026, 12, 2), "hr"),
    ("window", "T", "Please submit expense claims within 5 days", "within 5 days", lambda t: within(t, 5), "hr"),
    ("lookalike", "T", "Update your W-4 and tick box 2(c) if you hold two jobs", "", NO, "hr"),
    ("lookalike", "T", "Employee ID 2026-1130, cost centre 4410-22", "", NO, "hr"),
    ("numeric", "T", "Your last working day is recorded as 2027-01-15.", "2027-01-15", lambda t: one(x(2027, 1, 15)), "hr"),
    ("range", "T", "The office is closed from 24 December 2026 to 1 January 2027 inclusive", "from 24 December 2026 to 1 January 2027", lambda t: (x(2026, 12, 24), x(2027, 1, 1)), "hr"),
    ("part", "T", "Performance reviews take place in the first quarter of 2027", "the first quarter of 2027", lambda t: quarter(2027, 1), "hr"),
    ("window", "T", "Holiday requests for the next 2 weeks need manager approval", "the next 2 weeks", lambda t: coming(t, 14), "hr"),
    ("composition", "T", "Payroll cut-off is 3 days before Christmas", "3 days before Christmas", lambda t: one(x(2026, 12, 22)), "hr"),
    ("relative", "T", "Reminder: the pension form was due 2 days ago", "2 days ago", lambda t: one(days(t, -2)), "hr"),
    ("part", "T", "New starters joining in mid-January get laptops on day one", "mid-January", lambda t: dekad(2027, 1, 1), "hr"),
    ("numeric", "T", "PAYDAY MOVED TO 23/12/2026 DUE TO BANK HOLS", "23/12/2026", lambda t: one(x(2026, 12, 23)), "hr"),
    ("range", "T", "shutdown period is dec 24th thru jan 3rd, enjoy!!", "dec 24th thru jan 3rd", lambda t: (x(2026, 12, 24), x(2027, 1, 3)), "hr"),
    ("part", "T", "we'll sort the bonuses sometime in the middle of next month", "the middle of next month", lambda t: dekad(2027, 1, 1), "hr"),
    ("composition", "T", "hey can u cover my shift thursday next week?", "thursday next week", lambda t: one(wday(t, THU, 1)), "hr"),
    ("window", "T", "pls log all overtime from the last 14 days", "the last 14 days", lambda t: past(t, 14), "hr"),
    ("lookalike", "T", "ext. 4412, desk 3-114, badge #20261", "", NO, "hr"),
    ("impossible", "T", "The start date on your contract says 29/02/2027, please fix", "", NO, "hr"),
    ("absolute", "T", "Offer letter dated 2 Dec. 2026", "2 Dec. 2026", lambda t: one(x(2026, 12, 2)), "hr"),
    ("range", "T", "Induction training week: Jan 11-15 2027", "Jan 11-15 2027", lambda t: (x(2027, 1, 11), x(2027, 1, 15)), "hr"),
    ("part", "T", "Q4 2026 appraisal forms are now open", "Q4 2026", lambda t: quarter(2026, 4), "hr"),
    ("set", "T", "Payroll runs every other Friday", "", NO, "hr"),
    # --- clinic reminders (A = Sat 2026-12-05)
    ("numeric", "A", "Your appointment with Dr Okafor is on 15/12/2026 at 09:15. Reply C to cancel.", "15/12/2026", lambda t: one(x(2026, 12, 15)), "clinic"),
    ("composition", "A", "Your dental check-up is Wednesday next week at 2:40pm", "Wednesday next week", lambda t: one(wday(t, WED, 1)), "clinic"),
    ("window", "A", "Please book your blood test within the next 7 days", "the next 7 days", lambda t: coming(t, 7), "clinic"),
    ("lookalike", "A", "Take 1 tablet 3x daily, 500mg, 28 tabs, repeat 2/6", "", NO, "clinic"),
    ("lookalike", "A", "BP 128/84, pulse 72, BMI 24.1", "", NO, "clinic"),
    ("range", "A", "The flu clinic runs 7–11 December, walk-ins welcome", "7–11 December", lambda t: (x(2026, 12, 7), x(2026, 12, 11)), "clinic"),
    ("part", "A", "Results are usually back at the start of next week", "the start of next week", lambda t: week_third(t, 0, 1), "clinic"),
    ("impossible", "A", "Your booking on 31/11/2026 could not be confirmed", "", NO, "clinic"),
    ("relative", "A", "Thank you for attending your appointment yesterday", "yesterday", lambda t: one(days(t, -1)), "clinic"),
    ("part", "A", "Physio sessions resume early January", "early January", lambda t: dekad(2027, 1, 0), "clinic"),
    ("composition", "A", "Repeat prescriptions can be ordered 10 days before Dec 24", "10 days before Dec 24", lambda t: one(x(2026, 12, 14)), "clinic"),
    ("numeric", "A", "APPT REMINDER: 12/14/2026 10:30AM DR PATEL. REPLY Y TO CONFIRM", "12/14/2026", lambda t: one(x(2026, 12, 14)), "clinic"),
    ("composition", "A", "Your scan is booked for the 3rd Thursday of December", "the 3rd Thursday of December", lambda t: one(nth_weekday(2026, 12, THU, 3)), "clinic"),
    ("window", "A", "Your referral is valid for the next 30 days", "the next 30 days", lambda t: coming(t, 30), "clinic"),
    ("lookalike", "A", "Ward 7, bed 12, NHS no. 485 777 3456", "", NO, "clinic"),
    ("lookalike", "A", "Dose: 2.5ml twice daily, shake well", "", NO, "clinic"),
    ("part", "A", "Walk-in vaccination towards the end of next week", "the end of next week", lambda t: week_third(t, 2, 1), "clinic"),
    ("relative", "A", "We missed you at your appointment 2 days ago", "2 days ago", lambda t: one(days(t, -2)), "clinic"),
    ("range", "A", "The surgery is closed from Dec 24 until Dec 28", "from Dec 24 until Dec 28", lambda t: (x(2026, 12, 24), x(2026, 12, 28)), "clinic"),
    ("set", "A", "Clinic open every Saturday 9–12", "", NO, "clinic"),
    # --- airline rebooking e-mails (T; W = Fri 2027-01-01)
    ("numeric", "T", "Your new flight LH 903 departs 2026-12-09 07:25 from FRA", "2026-12-09", lambda t: one(x(2026, 12, 9)), "airline"),
    ("range", "T", "We have protected you on flights between 10 Dec and 12 Dec", "between 10 Dec and 12 Dec", lambda t: (x(2026, 12, 10), x(2026, 12, 12)), "airline"),
    ("composition", "T", "Your travel voucher expires 12 months after 1 December 2026", "12 months after 1 December 2026", lambda t: one(x(2027, 12, 1)), "airline"),
    ("lookalike", "T", "Seat 23A, booking ref K7Q2LM, e-ticket 220-2412345678", "", NO, "airline"),
    ("lookalike", "T", "Boeing 737-800, gate A12, baggage belt 7", "", NO, "airline"),
    ("impossible", "T", "Your rebooked date 2026-11-31 is not valid", "", NO, "airline"),
    ("window", "T", "Refunds are processed within 14 days", "within 14 days", lambda t: within(t, 14), "airline"),
    ("part", "T", "Schedules for the end of this month are being revised", "the end of this month", lambda t: dekad(2026, 12, 2), "airline"),
    ("composition", "W", "Your return flight is now Saturday of next week", "Saturday of next week", lambda t: one(wday(t, SAT, 1)), "airline"),
    ("numeric", "W", "Depart 14JAN27 0650 LHR-JFK", "14JAN27", lambda t: one(x(2027, 1, 14)), "airline"),
    ("relative", "W", "Your original flight yesterday was cancelled due to fog", "yesterday", lambda t: one(days(t, -1)), "airline"),
    ("range", "W", "Travel waiver valid Jan 3–Jan 7, 2027", "Jan 3–Jan 7, 2027", lambda t: (x(2027, 1, 3), x(2027, 1, 7)), "airline"),
    ("composition", "T", "Unfortunately your flight on Sunday this week has been cancelled", "Sunday this week", lambda t: one(wday(t, SUN)), "airline"),
    ("range", "T", "Alternative flights are available 3–5 December", "3–5 December", lambda t: (x(2026, 12, 3), x(2026, 12, 5)), "airline"),
    ("absolute", "T", "New departure: 09 Dec 2026 18:05", "09 Dec 2026", lambda t: one(x(2026, 12, 9)), "airline"),
    ("lookalike", "T", "Flight AY1332 now operated by A321neo OH-LZN", "", NO, "airline"),
    ("part", "T", "Extra capacity added for late January", "late January", lambda t: dekad(2027, 1, 2), "airline"),
    ("composition", "T", "Please check in online 2 days before Dec 12", "2 days before Dec 12", lambda t: one(x(2026, 12, 10)), "airline"),
    # --- tenancy agreements (T)
    ("range", "T", "The term of this tenancy is from 1 January 2027 to 31 December 2027", "from 1 January 2027 to 31 December 2027", lambda t: (x(2027, 1, 1), x(2027, 12, 31)), "tenancy"),
    ("numeric", "T", "First rent payment due 01.01.2027", "01.01.2027", lambda t: one(x(2027, 1, 1)), "tenancy"),
    ("lookalike", "T", "Flat 4B, 221 Baker Street, London NW1 6XE", "", NO, "tenancy"),
    ("lookalike", "T", "Deposit £1,450 held in the DPS, scheme ref 2026/118/4471", "", NO, "tenancy"),
    ("part", "T", "An inspection will be carried out in the second quarter of 2027", "the second quarter of 2027", lambda t: quarter(2027, 2), "tenancy"),
    ("window", "T", "The landlord will visit within 10 days", "within 10 days", lambda t: within(t, 10), "tenancy"),
    ("impossible", "T", "This agreement is dated 30 February 2027", "", NO, "tenancy"),
    ("part", "T", "Break clause exercisable at the end of 2027", "the end of 2027", lambda t: year_third(2027, 2), "tenancy"),
    ("composition", "T", "Rent review on the first Monday of March 2027", "the first Monday of March 2027", lambda t: one(nth_weekday(2027, 3, MON, 1)), "tenancy"),
    ("window", "T", "Tenant must vacate within 28 days", "within 28 days", lambda t: within(t, 28), "tenancy"),
    ("numeric", "T", "Lease commencement: 2027-02-01", "2027-02-01", lambda t: one(x(2027, 2, 1)), "tenancy"),
    ("lookalike", "T", "Parking bay 12, storage unit 3/4, meter no. 2026-117", "", NO, "tenancy"),
    ("composition", "T", "Notice served; possession 2 months from today", "2 months from today", lambda t: one(x(2027, 2, 1)), "tenancy"),
    ("part", "T", "Gas safety check due in early March 2027", "early March 2027", lambda t: dekad(2027, 3, 0), "tenancy"),
    ("range", "T", "Rent-free period: 1–14 January 2027", "1–14 January 2027", lambda t: (x(2027, 1, 1), x(2027, 1, 14)), "tenancy"),
    # --- conference CFPs (Z = Wed 2026-09-30)
    ("range", "Z", "Abstract submission: October 5 – October 19, 2026 (AoE)", "October 5 – October 19, 2026", lambda t: (x(2026, 10, 5), x(2026, 10, 19)), "cfp"),
    ("numeric", "Z", "Notification of acceptance: 2026-11-20", "2026-11-20", lambda t: one(x(2026, 11, 20)), "cfp"),
    ("part", "Z", "Camera-ready papers due in early December", "early December", lambda t: dekad(2026, 12, 0), "cfp"),
    ("lookalike", "Z", "Papers limited to 8 pages + 2 for refs, 10pt, ACM sigconf", "", NO, "cfp"),
    ("lookalike", "Z", "Track 3 / Room 2.14 / Session 4B", "", NO, "cfp"),
    ("window", "Z", "Hurry up! Submit in the next 14 days", "the next 14 days", lambda t: coming(t, 14), "cfp"),
    ("composition", "Z", "Rebuttal period opens 3 weeks after Oct 19", "3 weeks after Oct 19", lambda t: one(x(2026, 11, 9)), "cfp"),
    ("part", "Z", "Conference: mid-April 2027, Lisbon", "mid-April 2027", lambda t: dekad(2027, 4, 1), "cfp"),
    ("impossible", "Z", "Deadline extended to September 31!", "", NO, "cfp"),
    ("composition", "Z", "Workshop proposals are due the last Friday of October", "the last Friday of October", lambda t: one(nth_weekday(2026, 10, FRI, -1)), "cfp"),
    ("range", "Z", "Main conference 12–14 May 2027", "12–14 May 2027", lambda t: (x(2027, 5, 12), x(2027, 5, 14)), "cfp"),
    ("relative", "Z", "Note: the submission portal reopened yesterday", "yesterday", lambda t: one(days(t, -1)), "cfp"),
    ("numeric", "Z", "Submission deadline: 10/15/2026 23:59 AoE", "10/15/2026", lambda t: one(x(2026, 10, 15)), "cfp"),
    ("composition", "Z", "Reviews are due the first Friday of November", "the first Friday of November", lambda t: one(nth_weekday(2026, 11, FRI, 1)), "cfp"),
    ("part", "Z", "The workshop day is at the end of next month", "the end of next month", lambda t: dekad(2026, 10, 2), "cfp"),
    ("window", "Z", "Submissions received in the past 14 days: 212", "the past 14 days", lambda t: past(t, 14), "cfp"),
    ("lookalike", "Z", "See Section 4.2, Table 3 and Eq. (12)", "", NO, "cfp"),
    ("lookalike", "Z", "Topics include IEEE 802.11ax and ISO 8601 parsing", "", NO, "cfp"),
    # --- game patch notes (K = Sat 2026-10-31)
    ("lookalike", "K", "Patch 14.21: Jinx AD 60 → 62, Orianna W cooldown 9/8.5/8/7.5/7", "", NO, "patch"),
    ("lookalike", "K", "Hotfix 1.0.12.31 rolled out to all platforms", "", NO, "patch"),
    ("range", "K", "Spooky event runs Oct 24 – Nov 7", "Oct 24 – Nov 7", lambda t: (x(2026, 10, 24), x(2026, 11, 7)), "patch"),
    ("composition", "K", "Ranked season ends Wednesday next week", "Wednesday next week", lambda t: one(wday(t, WED, 1)), "patch"),
    ("part", "K", "Next expansion launches early 2027", "early 2027", lambda t: year_third(2027, 0), "patch"),
    ("window", "K", "Double XP for the next 3 days!", "the next 3 days", lambda t: coming(t, 3), "patch"),
    ("lookalike", "K", "K/D 12/3, 2v2 score 21-19, MMR 2450", "", NO, "patch"),
    ("numeric", "K", "Maintenance: 2026/11/03 06:00–10:00 UTC", "2026/11/03", lambda t: one(x(2026, 11, 3)), "patch"),
    ("window", "K", "Top players of the past 7 days get a badge", "the past 7 days", lambda t: past(t, 7), "patch"),
    ("impossible", "K", "Server merge scheduled for November 31", "", NO, "patch"),
    ("part", "K", "Battle pass 12 kicks off at the beginning of next month", "the beginning of next month", lambda t: dekad(2026, 11, 0), "patch"),
    ("relative", "K", "Servers were down 3 days ago, sorry about that", "3 days ago", lambda t: one(days(t, -3)), "patch"),
    ("range", "K", "Double drops: Nov 6-8", "Nov 6-8", lambda t: (x(2026, 11, 6), x(2026, 11, 8)), "patch"),
    ("lookalike", "K", "v3.4.1 (build 12031) fixes a crash on RTX 4070 cards", "", NO, "patch"),
    ("part", "K", "Cross-play beta coming mid-November", "mid-November", lambda t: dekad(2026, 11, 1), "patch"),
    ("composition", "K", "Servers go down Thursday this week for maintenance", "Thursday this week", lambda t: one(wday(t, THU)), "patch"),
    ("window", "K", "Store rotation for the coming week", "the coming week", lambda t: week(days(t, 7)), "patch"),
    ("impossible", "K", "event ends 2026-13-01 (typo?)", "", NO, "patch"),
    # --- weather and tide bulletins (J = Sun 2026-06-14)
    ("window", "J", "Outlook for the next 5 days: showers, highs 19°C", "the next 5 days", lambda t: coming(t, 5), "weather"),
    ("lookalike", "J", "High tide 06:42 (4.8 m), low tide 12:55 (0.9 m)", "", NO, "weather"),
    ("lookalike", "J", "Wind SW 15-20 kt, gusts 30, sea state 3-4", "", NO, "weather"),
    ("composition", "J", "A cold front arrives Tuesday next week", "Tuesday next week", lambda t: one(wday(t, TUE, 1)), "weather"),
    ("part", "J", "Above-average rainfall expected in late June", "late June", lambda t: dekad(2026, 6, 2), "weather"),
    ("part", "J", "Drier weather likely in the middle of next week", "the middle of next week", lambda t: week_third(t, 1, 1), "weather"),
    ("range", "J", "Spring tides 15–17 June, take care on causeways", "15–17 June", lambda t: (x(2026, 6, 15), x(2026, 6, 17)), "weather"),
    ("window", "J", "Rainfall over the last 10 days was 40% below normal", "the last 10 days", lambda t: past(t, 10), "weather"),
    ("numeric", "J", "Issued 14/06/2026 05:00 by the Met Office", "14/06/2026", lambda t: one(x(2026, 6, 14)), "weather"),
    ("part", "J", "Seasonal outlook: summer 2026 looks warmer than average", "summer 2026", lambda t: (x(2026, 6, 1), x(2026, 8, 31)), "weather"),
    ("lookalike", "J", "Station 24-07, pressure 1012 hPa, UV index 8", "", NO, "weather"),
    ("relative", "J", "A tornado touched down yesterday near Elk City", "yesterday", lambda t: one(days(t, -1)), "weather"),
    ("composition", "J", "Sea temperatures usually peak in the 2nd week of August", "the 2nd week of August", lambda t: month_week(2026, 8, 2), "weather"),
    ("part", "J", "Showers easing at the start of next month", "the start of next month", lambda t: dekad(2026, 7, 0), "weather"),
    ("lookalike", "J", "Swell 1.5-2.0 m @ 11 s from 240°", "", NO, "weather"),
    ("window", "J", "Flood watch in force for the next 2 days", "the next 2 days", lambda t: coming(t, 2), "weather"),
    ("numeric", "J", "Tide table for 20.06.2026", "20.06.2026", lambda t: one(x(2026, 6, 20)), "weather"),
    # --- tax deadlines (M = Mon 2025-03-10)
    ("absolute", "M", "Form 1040 is due April 15, 2025", "April 15, 2025", lambda t: one(x(2025, 4, 15)), "tax"),
    ("lookalike", "M", "Use Schedule C and Form 1099-NEC, line 31", "", NO, "tax"),
    ("lookalike", "M", "22% bracket for income from $47,151 to $100,525", "", NO, "tax"),
    ("part", "M", "Refunds typically arrive in late March", "late March", lambda t: dekad(2025, 3, 2), "tax"),
    ("window", "M", "We will contact you within 30 days", "within 30 days", lambda t: within(t, 30), "tax"),
    ("composition", "M", "Extension requests must be filed 2 weeks before April 15", "2 weeks before April 15", lambda t: one(x(2025, 4, 1)), "tax"),
    ("range", "M", "Free filing help is available March 17–21", "March 17–21", lambda t: (x(2025, 3, 17), x(2025, 3, 21)), "tax"),
    ("impossible", "M", "Estimated payment due 2025-04-31", "", NO, "tax"),
    ("part", "M", "Quarterly estimated tax for Q2 2025", "Q2 2025", lambda t: quarter(2025, 2), "tax"),
    ("numeric", "M", "Notice CP2000 dated 03/03/2025", "03/03/2025", lambda t: one(x(2025, 3, 3)), "tax"),
    ("composition", "M", "Your payment is due on the 15th of next month", "the 15th of next month", lambda t: one(x(2025, 4, 15)), "tax"),
    ("window", "M", "Transactions from the past 30 days appear below", "the past 30 days", lambda t: past(t, 30), "tax"),
    ("absolute", "M", "Self assessment for the tax year ending 5 April 2025", "5 April 2025", lambda t: one(x(2025, 4, 5)), "tax"),
    ("composition", "M", "The second instalment is due the last day of next month", "the last day of next month", lambda t: one(x(2025, 4, 30)), "tax"),
    ("range", "M", "Tax year 6 April 2025 to 5 April 2026", "6 April 2025 to 5 April 2026", lambda t: (x(2025, 4, 6), x(2026, 4, 5)), "tax"),
    ("part", "M", "Expect your rebate in the first half of 2025", "the first half of 2025", lambda t: half(2025, 1), "tax"),
    ("lookalike", "M", "Box 14: 2,430.00; Box 12a code DD 7,812.34", "", NO, "tax"),
    ("impossible", "M", "Filing deadline: April 31, 2025", "", NO, "tax"),
    # --- edge todays (Y = Thu 2026-12-31, H = Sun 2027-02-28, L = Thu 2024-02-29, Q = Wed 2027-03-31,
    #     V = Fri 2027-04-30, G = Sun 2025-11-30)
    ("composition", "Y", "Payroll runs Monday next week", "Monday next week", lambda t: one(wday(t, MON, 1)), "hr"),
    ("part", "Y", "Bonuses land early next month", "early next month", lambda t: dekad(2027, 1, 0), "hr"),
    ("window", "Y", "Timesheets for the past 7 days", "the past 7 days", lambda t: past(t, 7), "hr"),
    ("composition", "H", "The clinic reopens on the first Monday of next month", "the first Monday of next month", lambda t: one(nth_weekday(2027, 3, MON, 1)), "clinic"),
    ("window", "H", "Tide tables for the next 3 days", "the next 3 days", lambda t: coming(t, 3), "weather"),
    ("part", "H", "Rent goes up at the end of next month", "the end of next month", lambda t: dekad(2027, 3, 2), "tenancy"),
    ("window", "L", "Leave taken over the past 30 days", "the past 30 days", lambda t: past(t, 30), "hr"),
    ("part", "L", "Payroll calendar for the last week of February", "the last week of February", lambda t: month_week(2024, 2, -1), "hr"),
    ("composition", "Q", "Appointment moved to Friday next week", "Friday next week", lambda t: one(wday(t, FRI, 1)), "clinic"),
    ("part", "Q", "Tax returns open in early April", "early April", lambda t: dekad(2027, 4, 0), "tax"),
    ("window", "V", "Forecast for the next 10 days", "the next 10 days", lambda t: coming(t, 10), "weather"),
    ("part", "V", "Patch 3.2 lands in the second half of 2027", "the second half of 2027", lambda t: half(2027, 2), "patch"),
    ("composition", "G", "Your lease renewal meeting is 2 weeks from today", "2 weeks from today", lambda t: one(days(t, 14)), "tenancy"),
    ("part", "G", "Open enrollment closes mid-December", "mid-December", lambda t: dekad(2025, 12, 1), "hr"),
    # --- bare core shapes (as typed into a reminder app)
    ("range", "Q", "April 3 through 9", "", lambda t: (x(2027, 4, 3), x(2027, 4, 9)), "bare"),
    ("composition", "Q", "two days after Christmas", "", lambda t: one(x(2027, 12, 27)), "bare"),
    ("part", "Q", "late next year", "", lambda t: year_third(2028, 2), "bare"),
    ("window", "Q", "the past 5 days", "", lambda t: past(t, 5), "bare"),
    ("numeric", "Q", "2027/04/05", "", lambda t: one(x(2027, 4, 5)), "bare"),
    ("part", "Q", "the second week of May", "", lambda t: month_week(2027, 5, 2), "bare"),
    ("composition", "Q", "the 10th of next month", "", lambda t: one(x(2027, 4, 10)), "bare"),
    ("range", "Q", "April 12–18", "", lambda t: (x(2027, 4, 12), x(2027, 4, 18)), "bare"),
    ("part", "Q", "the last quarter of this year", "", lambda t: quarter(2027, 4), "bare"),
    ("relative", "T", "the day after tomorrow", "", lambda t: one(days(t, 2)), "bare"),
    ("part", "T", "the beginning of 2027", "", lambda t: year_third(2027, 0), "bare"),
    ("window", "T", "the next 4 weeks", "", lambda t: coming(t, 28), "bare"),
    ("numeric", "T", "Dec-15-2026", "", lambda t: one(x(2026, 12, 15)), "bare"),
    ("numeric", "T", "15.12.26", "", lambda t: one(x(2026, 12, 15)), "bare"),
    ("range", "T", "Dec 21 - Jan 2", "", lambda t: (x(2026, 12, 21), x(2027, 1, 2)), "bare"),
    ("part", "T", "the middle of next year", "", lambda t: year_third(2027, 1), "bare"),
    ("composition", "T", "the last Sunday of this month", "", lambda t: one(nth_weekday(2026, 12, SUN, -1)), "bare"),
    ("impossible", "T", "June 31st", "", NO, "bare"),
    ("lookalike", "T", "iPhone 15 Pro, 256 GB, iOS 18.2", "", NO, "bare"),
    ("lookalike", "T", "Score: 12-10 after three sets", "", NO, "bare"),
    ("lookalike", "T", "Price $19.99, was $24.12", "", NO, "bare"),
    ("lookalike", "T", "Apt 3/12, 45 Rue de Rivoli, 75001 Paris", "", NO, "bare"),
    ("window", "W", "in the past 3 days", "", lambda t: past(t, 3), "bare"),
    ("part", "W", "late this month", "", lambda t: dekad(2027, 1, 2), "bare"),
    ("composition", "W", "Monday of last week", "", lambda t: one(wday(t, MON, -1)), "bare"),
    ("numeric", "W", "1-15-2027", "", lambda t: one(x(2027, 1, 15)), "bare"),
    ("range", "G", "Dec 1st to the 5th", "", lambda t: (x(2025, 12, 1), x(2025, 12, 5)), "bare"),
    ("window", "G", "next 7 days", "", lambda t: coming(t, 7), "bare"),
    ("part", "G", "end of the week", "", lambda t: week_third(t, 2), "bare"),
    ("composition", "H", "Friday of the week after next", "", lambda t: one(wday(t, FRI, 2)), "bare"),
    ("part", "H", "early March", "", lambda t: dekad(2027, 3, 0), "bare"),
    ("range", "V", "May 3rd-7th", "", lambda t: (x(2027, 5, 3), x(2027, 5, 7)), "bare"),
    ("part", "V", "the first week of June", "", lambda t: month_week(2027, 6, 1), "bare"),
    ("impossible", "V", "2027-02-29", "", NO, "bare"),
    ("numeric", "V", "5/20/27", "", lambda t: one(x(2027, 5, 20)), "bare"),
    ("composition", "V", "2 weeks after May 10", "", lambda t: one(x(2027, 5, 24)), "bare"),
    ("lookalike", "V", "Section 5/20, clause 27(b)", "", NO, "bare"),
]

D1, D5, J1, JUN, F28, S30, N30 = "2026-12-01", "2026-12-05", "2027-01-01", "2026-06-14", "2027-02-28", "2026-09-30", "2025-11-30"

ZH = [
    # --- 快递物流通知 (2026-12-01 周二)
    ("date", D1, "您的快递预计12月3日送达，请保持电话畅通", "12月3日", lambda t: one(x(2026, 12, 3)), "express"),
    ("range", D1, "受寒潮影响，12月2日至12月6日部分线路延误", "12月2日至12月6日", lambda t: (x(2026, 12, 2), x(2026, 12, 6)), "express"),
    ("lookalike", D1, "运单号SF1402611230，取件码8-2-1103", "", NO, "express"),
    ("window", D1, "包裹已在驿站存放，请3天内取件，逾期退回", "3天内", lambda t: nei(t, 3), "express"),
    ("composition", D1, "预售订单统一下周五发出", "下周五", lambda t: one(wday(t, FRI, 1)), "express"),
    ("relative", D1, "您的包裹昨天已签收，如有疑问请联系客服", "昨天", lambda t: one(days(t, -1)), "express"),
    ("numeric", D1, "派送时间：2026.12.04 14:00-18:00", "2026.12.04", lambda t: one(x(2026, 12, 4)), "express"),
    ("part", D1, "年货包裹将于本月下旬陆续发货", "本月下旬", lambda t: dekad(2026, 12, 2), "express"),
    ("lookalike", D1, "快递柜A区12-07格口，请凭取件码取件", "", NO, "express"),
    ("window", D1, "未来3天江浙沪地区快件可能延误", "未来3天", lambda t: coming(t, 3), "express"),
    # --- 医院挂号 (2026-12-05 周六)
    ("date", D5, "您已成功预约12月8日心内科张医生门诊", "12月8日", lambda t: one(x(2026, 12, 8)), "hospital"),
    ("composition", D5, "复诊请于下周三来院，记得带上病历本", "下周三", lambda t: one(wday(t, WED, 1)), "hospital"),
    ("lookalike", D5, "3号楼2层B区12诊室，就诊序号015", "", NO, "hospital"),
    ("lookalike", D5, "血压135/85，空腹血糖6.1mmol/L", "", NO, "hospital"),
    ("window", D5, "检查报告将在7天内出具", "7天内", lambda t: nei(t, 7), "hospital"),
    ("numeric", D5, "就诊日期：2026-12-10", "2026-12-10", lambda t: one(x(2026, 12, 10)), "hospital"),
    ("impossible", D5, "系统显示预约日期为11月31日，请核对", "", NO, "hospital"),
    ("part", D5, "专家门诊下月中旬恢复", "下月中旬", lambda t: dekad(2027, 1, 1), "hospital"),
    ("relative", D5, "前天做的核磁共振结果出来了吗", "前天", lambda t: one(days(t, -2)), "hospital"),
    ("range", D5, "12月21日—12月25日眼科暂停门诊", "12月21日—12月25日", lambda t: (x(2026, 12, 21), x(2026, 12, 25)), "hospital"),
    # --- 考研 / 高考 日程
    ("range", S30, "考研初试定于12月26日至27日举行", "12月26日至27日", lambda t: (x(2026, 12, 26), x(2026, 12, 27)), "exam"),
    ("part", S30, "网上报名10月中旬开始", "10月中旬", lambda t: dekad(2026, 10, 1), "exam"),
    ("numeric", S30, "准考证打印时间：2026/12/14", "2026/12/14", lambda t: one(x(2026, 12, 14)), "exam"),
    ("window", S30, "未来两周是复习冲刺关键期", "未来两周", lambda t: coming(t, 14), "exam"),
    ("lookalike", S30, "数学一满分150分，我估了118，英语二72", "", NO, "exam"),
    ("date", JUN, "高考成绩6月25日左右公布", "6月25日", lambda t: one(x(2026, 6, 25)), "exam"),
    ("range", JUN, "志愿填报时间：6月26日至7月2日", "6月26日至7月2日", lambda t: (x(2026, 6, 26), x(2026, 7, 2)), "exam"),
    ("composition", JUN, "录取结果预计下个月10号出", "下个月10号", lambda t: one(x(2026, 7, 10)), "exam"),
    ("lookalike", JUN, "考生号26110105123456，考场号027，座位号18", "", NO, "exam"),
    ("part", JUN, "新生7月下旬陆续收到录取通知书", "7月下旬", lambda t: dekad(2026, 7, 2), "exam"),
    # --- 房贷 / 信用卡账单
    ("date", D1, "【XX银行】您尾号8821的信用卡本期账单应还款日为12月18日", "12月18日", lambda t: one(x(2026, 12, 18)), "bank"),
    ("lookalike", D1, "本期应还人民币3,212.26元，最低还款321.23元", "", NO, "bank"),
    ("numeric", D1, "房贷下次扣款日：2026年12月20日", "2026年12月20日", lambda t: one(x(2026, 12, 20)), "bank"),
    ("window", D1, "近30天消费共计4,580元", "近30天", lambda t: past(t, 30), "bank"),
    ("part", D1, "LPR下调后，新利率将于明年初执行", "明年初", lambda t: year_third(2027, 0), "bank"),
    ("range", D1, "账单周期：11月5日-12月4日", "11月5日-12月4日", lambda t: (x(2026, 11, 5), x(2026, 12, 4)), "bank"),
    ("composition", D1, "您的分期第一期将在下月5号扣款", "下月5号", lambda t: one(x(2027, 1, 5)), "bank"),
    ("lookalike", D1, "卡号6222 0212 2026 1201请妥善保管", "", NO, "bank"),
    ("impossible", D1, "逾期日期显示为2026年2月30日，系统错误", "", NO, "bank"),
    ("part", D1, "打算今年年底还清装修贷", "今年年底", lambda t: year_third(2026, 2), "bank"),
    # --- 朋友圈 (2026-12-05 周六)
    ("range", D5, "下周一到周三去三亚躺平🏖️", "下周一到周三", lambda t: (wday(t, MON, 1), wday(t, WED, 1)), "moments"),
    ("composition", D5, "宝宝下个月15号满月，欢迎来吃满月酒", "下个月15号", lambda t: one(x(2027, 1, 15)), "moments"),
    ("relative", D5, "大前天跑了个半马，腿还在疼", "大前天", lambda t: one(days(t, -3)), "moments"),
    ("lookalike", D5, "配速5'32\"，心率158，步频180，半马成绩2:01:33", "", NO, "moments"),
    ("part", D5, "月底搬家，有没有人来帮忙", "月底", lambda t: dekad(2026, 12, 2), "moments"),
    ("window", D5, "过去一周加了四天班，累成狗", "过去一周", lambda t: past(t, 7), "moments"),
    ("holiday", D5, "平安夜约了老同学吃火锅", "平安夜", lambda t: one(x(2026, 12, 24)), "moments"),
    ("numeric", D5, "纪念日 2019.12.05 ❤️ 七周年快乐", "2019.12.05", lambda t: one(x(2019, 12, 5)), "moments"),
    # --- 微博热搜
    ("relative", D5, "#年终红包明天开抢#", "明天", lambda t: one(days(t, 1)), "weibo"),
    ("lookalike", D5, "#3比1逆转# 国足世预赛18强赛", "", NO, "weibo"),
    ("range", D5, "#寒潮预警# 本周六至下周二气温骤降10℃以上", "本周六至下周二", lambda t: (wday(t, SAT), wday(t, TUE, 1)), "weibo"),
    ("part", D5, "#抢票攻略# 明年1月中旬开启", "明年1月中旬", lambda t: dekad(2027, 1, 1), "weibo"),
    ("lookalike", D5, "#iPhone18# 售价7999元起，256G", "", NO, "weibo"),
    ("window", D5, "近7日票房破12亿", "近7日", lambda t: past(t, 7), "weibo"),
    ("period", D5, "某顶流官宣下周末开演唱会", "下周末", lambda t: (wday(t, SAT, 1), wday(t, SUN, 1)), "weibo"),
    # --- 公司 HR (2026-12-01)
    ("part", D1, "年终奖将于明年1月下旬随工资发放", "明年1月下旬", lambda t: dekad(2027, 1, 2), "hr"),
    ("range", D1, "放假安排：1月1日至1月3日，共3天", "1月1日至1月3日", lambda t: (x(2027, 1, 1), x(2027, 1, 3)), "hr"),
    ("window", D1, "请于10天内完成年度体检预约", "10天内", lambda t: nei(t, 10), "hr"),
    ("composition", D1, "绩效面谈安排在下周四", "下周四", lambda t: one(wday(t, THU, 1)), "hr"),
    ("lookalike", D1, "工号20261201，部门编码HR-03-12", "", NO, "hr"),
    ("numeric", D1, "入职日期：2027年1月4日", "2027年1月4日", lambda t: one(x(2027, 1, 4)), "hr"),
    ("part", D1, "明年上半年启动新一轮招聘", "明年上半年", lambda t: half(2027, 1), "hr"),
    ("impossible", D1, "合同到期日2027年4月31日有误，请重签", "", NO, "hr"),
    # --- 家长群
    ("composition", D1, "下周五开家长会，请家长准时参加", "下周五", lambda t: one(wday(t, FRI, 1)), "parents"),
    ("range", D1, "期末考试1月12日到14日，请督促孩子复习", "1月12日到14日", lambda t: (x(2027, 1, 12), x(2027, 1, 14)), "parents"),
    ("part", D1, "寒假预计1月下旬开始", "1月下旬", lambda t: dekad(2027, 1, 2), "parents"),
    ("lookalike", D1, "三年级2班，学号12，语文98数学100", "", NO, "parents"),
    ("relative", D1, "明天学校组织体检，请空腹", "明天", lambda t: one(days(t, 1)), "parents"),
    # --- 农历 and other calendars
    ("lunar", D1, "腊月二十三单位提前放半天", "腊月二十三", lambda t: one(lunar(2026, 12, 23)), "calendar"),
    ("lunar", D1, "正月初八开工，红包准备好", "正月初八", lambda t: one(lunar(2027, 1, 8)), "calendar"),
    ("holiday", D1, "除夕那天高速免费吗", "除夕", lambda t: one(chuxi(2026)), "calendar"),
    ("holiday", JUN, "端午节回老家看外婆", "端午节", lambda t: next_lunar(t, 5, 5), "calendar"),
    ("holiday", S30, "中秋节快递停运吗", "中秋节", lambda t: next_lunar(t, 8, 15), "calendar"),
    ("lunar", D5, "农历十一月十五去寺里上香", "农历十一月十五", lambda t: next_lunar(t, 11, 15), "calendar"),
    ("calendar", D1, "民国115年12月1日公告", "民国115年12月1日", lambda t: one(x(2026, 12, 1)), "calendar"),
    ("calendar", D1, "台湾公文：中華民國116年1月1日施行", "中華民國116年1月1日", lambda t: one(x(2027, 1, 1)), "calendar"),
    ("lunar", D1, "奶奶生日是农历腊月初八", "农历腊月初八", lambda t: one(lunar(2026, 12, 8)), "calendar"),
    # --- bare core shapes (2026-12-05 周六)
    ("window", D5, "3天内", "", lambda t: nei(t, 3), "bare"),
    ("window", D5, "过去两周", "", lambda t: past(t, 14), "bare"),
    ("window", D5, "半个月内", "", lambda t: nei(t, 15), "bare"),
    ("period", D5, "下下周", "", lambda t: week(days(t, 14)), "bare"),
    ("period", D5, "上个月", "", lambda t: month_of(t, -1), "bare"),
    ("part", D5, "明年下半年", "", lambda t: half(2027, 2), "bare"),
    ("part", D5, "下个月初", "", lambda t: dekad(2027, 1, 0), "bare"),
    ("range", D5, "12月7日~11日", "", lambda t: (x(2026, 12, 7), x(2026, 12, 11)), "bare"),
    ("range", D5, "2027年3月至5月", "", lambda t: (x(2027, 3, 1), x(2027, 5, 31)), "bare"),
    ("absolute", D5, "2026年12月", "", lambda t: month(2026, 12), "bare"),
    ("numeric", D5, "20261218", "", lambda t: one(x(2026, 12, 18)), "bare"),
    ("numeric", D5, "２０２６年１２月２０日", "", lambda t: one(x(2026, 12, 20)), "bare"),
    ("composition", D5, "明年本月十号", "", lambda t: one(x(2027, 12, 10)), "bare"),
    ("composition", D5, "下个月最后一天", "", lambda t: one(month_of(t, 1)[1]), "bare"),
    ("composition", D5, "本月第三个周五", "", lambda t: one(nth_weekday(2026, 12, FRI, 3)), "bare"),
    ("impossible", D5, "2027年2月29日", "", NO, "bare"),
    ("impossible", D5, "6月31日", "", NO, "bare"),
    ("lookalike", D5, "华为Mate 70 Pro+", "", NO, "bare"),
    ("lookalike", D5, "湖人118比112勇士", "", NO, "bare"),
    ("lookalike", D5, "人民路12号3栋1201室", "", NO, "bare"),
    ("lookalike", D5, "微信8.0.50版本更新", "", NO, "bare"),
    ("lookalike", D5, "《1984》和《2001太空漫游》", "", NO, "bare"),
    ("lookalike", D5, "特价99.9元，原价128元", "", NO, "bare"),
    ("lookalike", D5, "G1234次列车 5车12F", "", NO, "bare"),
    # --- 社区通知 / 物业 / 车险 (2026-12-01 周二)
    ("date", D1, "【社区通知】12月6日小区停水，请提前储水", "12月6日", lambda t: one(x(2026, 12, 6)), "community"),
    ("range", D1, "电梯维保：本周四至周六，请走楼梯", "本周四至周六", lambda t: (wday(t, THU), wday(t, SAT)), "community"),
    ("part", D1, "暖气费本月中旬开始收缴", "本月中旬", lambda t: dekad(2026, 12, 1), "community"),
    ("window", D1, "未来一周有雨雪天气，出行注意安全", "未来一周", lambda t: coming(t, 7), "community"),
    ("composition", D1, "车险将于下月8号到期", "下月8号", lambda t: one(x(2027, 1, 8)), "community"),
    ("numeric", D1, "交强险到期日：2027-01-08", "2027-01-08", lambda t: one(x(2027, 1, 8)), "community"),
    ("lookalike", D1, "车牌沪A·12B07，发动机号2026C1201", "", NO, "community"),
    ("relative", D1, "大后天物业来查燃气", "大后天", lambda t: one(days(t, 3)), "community"),
    ("period", D1, "这周六我们去爬山吧", "这周六", lambda t: one(wday(t, SAT)), "community"),
    # --- 天气 (2026-06-14 周日)
    ("window", JUN, "未来10天江南地区多雷阵雨", "未来10天", lambda t: coming(t, 10), "weather"),
    ("part", JUN, "入梅时间预计在6月中旬", "6月中旬", lambda t: dekad(2026, 6, 1), "weather"),
    ("lookalike", JUN, "东南风3-4级，相对湿度85%", "", NO, "weather"),
    ("range", JUN, "15日到17日有强降雨", "15日到17日", lambda t: (x(2026, 6, 15), x(2026, 6, 17)), "weather"),
    ("part", JUN, "本月下旬气温明显回升", "本月下旬", lambda t: dekad(2026, 6, 2), "weather"),
    ("relative", JUN, "昨天最高气温达38.6℃", "昨天", lambda t: one(days(t, -1)), "weather"),
    ("lookalike", JUN, "台风“海葵”中心气压960百帕", "", NO, "weather"),
    # --- 外卖 / 电商
    ("window", D1, "红包7天内有效", "7天内", lambda t: nei(t, 7), "shop"),
    ("date", D1, "会员12月31日到期，续费享8折", "12月31日", lambda t: one(x(2026, 12, 31)), "shop"),
    ("lookalike", D1, "满199减30，叠加券12.12元", "", NO, "shop"),
    ("part", D1, "年货节明年1月上旬开启", "明年1月上旬", lambda t: dekad(2027, 1, 0), "shop"),
    # --- edge todays
    ("period", J1, "上周", "", lambda t: week(days(t, -7)), "edge"),
    ("period", J1, "去年12月", "", lambda t: month(2026, 12), "edge"),
    ("part", J1, "去年年底", "", lambda t: year_third(2026, 2), "edge"),
    ("composition", J1, "下周一", "", lambda t: one(wday(t, MON, 1)), "edge"),
    ("window", J1, "过去3天", "", lambda t: past(t, 3), "edge"),
    ("period", F28, "下个月", "", lambda t: month(2027, 3), "edge"),
    ("composition", F28, "下个月最后一个周五", "", lambda t: one(nth_weekday(2027, 3, FRI, -1)), "edge"),
    ("part", F28, "本月下旬", "", lambda t: dekad(2027, 2, 2), "edge"),
    ("window", F28, "未来3天", "", lambda t: coming(t, 3), "edge"),
    ("period", N30, "本周", "", lambda t: week(t), "edge"),
    ("period", N30, "下周", "", lambda t: week(days(t, 7)), "edge"),
    ("part", N30, "下月中旬", "", lambda t: dekad(2025, 12, 1), "edge"),
    ("period", S30, "第四季度", "", lambda t: quarter(2026, 4), "edge"),
    ("period", S30, "下季度", "", lambda t: quarter(2026, 4), "edge"),
    ("range", S30, "10月1日至7日", "", lambda t: (x(2026, 10, 1), x(2026, 10, 7)), "edge"),
    # --- 港台 / 粤语 (2026-12-05 周六)
    ("composition", D5, "下個禮拜三開會", "下個禮拜三", lambda t: one(wday(t, WED, 1)), "hk_tw"),
    ("relative", D5, "琴日去咗睇醫生", "琴日", lambda t: one(days(t, -1)), "hk_tw"),
    ("relative", D5, "聽日落雨記得帶遮", "聽日", lambda t: one(days(t, 1)), "hk_tw"),
    ("date", D5, "12月15號交租", "12月15號", lambda t: one(x(2026, 12, 15)), "hk_tw"),
    ("range", D5, "12月20號至23號去台北玩", "12月20號至23號", lambda t: (x(2026, 12, 20), x(2026, 12, 23)), "hk_tw"),
    ("numeric", D5, "到期日 2026.12.31", "2026.12.31", lambda t: one(x(2026, 12, 31)), "hk_tw"),
    ("relative", D5, "三天后", "", lambda t: one(days(t, 3)), "bare"),
    ("part", D5, "上个月底", "", lambda t: dekad(2026, 11, 2), "bare"),
    ("window", D5, "最近一周的订单", "最近一周", lambda t: past(t, 7), "shop"),
    ("set", D5, "每周三下午两点例会", "", NO, "hr"),
    ("set", D5, "每月15号发工资", "", NO, "hr"),
    ("lookalike", D5, "第12届中国航展", "", NO, "bare"),
    ("lookalike", D5, "GB/T 7714-2015 参考文献格式", "", NO, "bare"),
]

HEAD_EN = """# Round 25's JUDGE, English time (judge25): family, today key (bench_time_core_en.TODAYS), text, start, end, span
# ("-" = the whole text), voice. Written by judge25, who wrote no rules, in voices the project's tables lack (HR and
# payroll notices, clinic reminders, airline rebooking e-mails, tenancy agreements, conference CFPs, game patch notes,
# weather and tide bulletins, tax deadlines) and bare shapes on edge todays; "-" dates = no span expected (look-alikes,
# sets, impossible dates). Generated by scripts/make_judge25_time.py (dates by datetime / dateutil, never by hand or
# by groundwire). Scored by scripts/judge25.py, totals only.
"""
HEAD_ZH = """# Round 25's JUDGE, Chinese time (judge25): family, today, text, start, end, span ("" = the whole text), voice.
# Voices: 快递物流, 医院挂号, 考研 / 高考, 房贷 / 信用卡账单, 朋友圈, 微博热搜, 公司 HR, 家长群, 社区 / 物业 / 车险, 天气, 外卖电商, 港台粤语;
# 农历 / 民国; bare shapes on edge todays; decoys (运单号, 取件码, 血压, 卡号, 工号, 车牌, 比分, 书名, 标准号). "-" dates = no span
# expected. Generated by scripts/make_judge25_time.py (dates by datetime / dateutil / lunardate). Scored by
# scripts/judge25.py, totals only.
"""


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, head, rows, today in (("time_en", HEAD_EN, EN, TODAY), ("time_zh", HEAD_ZH, ZH, None)):
        lines = _tsv(rows, today, earlier_texts(name + "*.tsv"))
        (OUT / f"{name}.tsv").write_text(head + "\n".join(lines) + "\n", encoding="utf-8")
        print(f"{name}.tsv: {len(lines)} rows, {sum(ln.endswith('[seen]') for ln in lines)} marked [seen]")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
