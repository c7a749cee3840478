import KartotekaCore
import KartotekaWire

extension SettingsPage.Values {
    /// The settings form's part about blocks, a school's classes and the hold shelf.
    func circulationFields(_ fields: FormInputs) -> HTML {
        let texts = fields.context.texts
        return """
            <fieldset><legend>\(texts.blocksAndClasses)</legend>
            \(fields.input("blockOverdueLoans", texts.blockAtOverdueLoans, value: blockOverdueLoans, kind: "number", hint: texts.zeroMeansNever))
            \(fields.input("blockOverdueDays", texts.blockAtOverdueDays, value: blockOverdueDays, kind: "number", hint: texts.zeroMeansNever))
            \(fields.select("lastGrade", texts.lastGradeOfSchool, value: lastGrade,
                            options: SchoolSettings.lastGrades.reversed().map { (String($0), String($0)) }))
            \(fields.input("pupilCategory", texts.pupilCategoryField, value: pupilCategory, hint: texts.pupilCategoryHint))
            \(fields.input("holdPickupDays", texts.holdPickupDaysField, value: holdPickupDays, kind: "number"))
            </fieldset>
            """
    }

    /// Puts the blocks' thresholds, the school's settings and the hold shelf's days into `settings`, each problem into `problems`.
    func circulation(into settings: inout LibrarySettings, problems: inout ProblemCollector) {
        for (field, text, keyPath) in [("blockOverdueLoans", blockOverdueLoans, \BlockThresholds.overdueLoans),
                                       ("blockOverdueDays", blockOverdueDays, \BlockThresholds.overdueDays)] {
            if let value = Int(text.trimmingCharacters(in: .whitespaces)), BlockThresholds.range.contains(value) {
                settings.blocks[keyPath: keyPath] = value
            } else {
                problems.add(field, Bilingual { $0.blockThresholdRule })
            }
        }
        if let grade = Int(lastGrade), SchoolSettings.lastGrades.contains(grade) {
            settings.school.lastGrade = grade
        } else {
            problems.add("lastGrade", Bilingual { $0.lastGradeRule })
        }
        if let days = Int(holdPickupDays.trimmingCharacters(in: .whitespaces)), HoldSettings.pickupDaysRange.contains(days) {
            settings.holds.pickupDays = days
        } else {
            problems.add("holdPickupDays", Bilingual { $0.holdPickupDaysRule })
        }
        let category = pupilCategory.collapsedWhitespace
        if FieldLimits.exceeds(category, FieldLimits.line) {
            problems.add("pupilCategory", FieldLimits.tooLong(limit: FieldLimits.line))
        } else {
            settings.school.pupilCategory = category
        }
    }
}
