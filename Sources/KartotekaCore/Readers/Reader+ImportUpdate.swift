extension Reader {
    /// The reader as an import that updates duplicates leaves them: what the imported record
    /// gives replaces what is stored, and what it leaves empty keeps what is stored — above all
    /// what IRBIS has no field for (a pupil's class and whether they left school, a parent's phone
    /// and e-mail). A year of birth that agrees with the stored day keeps the day, and the day of
    /// registration stays as it was.
    public func updated(byImport imported: Reader) -> Reader {
        var merged = imported
        if merged.patronymic.isEmpty { merged.patronymic = patronymic }
        switch (imported.birth, birth) {
        case (nil, _): merged.birth = birth
        case (.year(let year)?, .day(let day)?) where day.year == year: merged.birth = birth
        default: break
        }
        merged.gender = imported.gender ?? gender
        if merged.category.isEmpty { merged.category = category }
        if imported.schoolClass == nil {
            merged.schoolClass = schoolClass
            merged.graduated = graduated
        }
        if merged.address.isEmpty { merged.address = address }
        merged.phone = imported.phone ?? phone
        merged.email = imported.email ?? email
        merged.parentPhone = imported.parentPhone ?? parentPhone
        merged.parentEmail = imported.parentEmail ?? parentEmail
        if merged.workplace.isEmpty { merged.workplace = workplace }
        merged.registeredOn = registeredOn
        return merged
    }
}
