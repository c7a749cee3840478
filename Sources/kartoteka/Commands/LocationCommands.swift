import KartotekaCore

/// `location add|list|edit|delete`.
enum LocationCommands {
    static let all: [CommandSpec] = [add, list, edit, delete]

    static let fieldOptions: [OptionSpec] = [
        .value("street", "TEXT", "адрес", "street address"),
        .value("city", "TEXT", "город", "city"),
        .value("country", "TEXT", "страна", "country"),
        .value("emoji", "TEXT", "значок (обычно флаг)", "emoji (usually a flag)"),
        .value("hours", "TEXT", "часы работы", "opening hours"),
    ]

    static let add = CommandSpec("location add", Bilingual(ru: "добавить адрес библиотеки", en: "add a library location"),
                                 options: fieldOptions, worksRemotely: true) { context, input in
        let location = try Location(validatingStreetAddress: input.option("street") ?? "", city: input.option("city") ?? "",
                                    country: input.option("country") ?? "", emoji: input.option("emoji") ?? "",
                                    hours: input.option("hours") ?? "")
        let added = try context.desk().addLocation(location)
        try context.output(added, text: context.text(ru: "Добавлено: ", en: "Added: ") + context.report.location(added))
    }

    static let list = CommandSpec("location list", Bilingual(ru: "адреса библиотек (с --country — по началу названия страны)",
                                                              en: "library locations (with --country: by the start of the country)"),
                                  options: [.value("country", "TEXT", "начало названия страны", "start of the country name")],
                                  worksRemotely: true) { context, input in
        let locations = try context.desk().locations(countryPrefix: input.option("country") ?? "")
        let lines = locations.isEmpty ? [context.text(ru: "Адресов нет.", en: "No locations.")] : locations.map(context.report.location)
        try context.output(locations, text: lines.joined(separator: "\n"))
    }

    static let idOption = OptionSpec.value("id", "ID", "номер адреса", "location number")

    static func id(_ input: CommandInput) throws -> LocationID {
        let value = try input.required("id")
        guard let id = LocationID(parsing: value) else {
            throw UsageError.invalidValue(option: "id", value: value, expected: Bilingual(ru: "нужно целое число.", en: "expected a whole number."))
        }
        return id
    }

    static let edit = CommandSpec("location edit", Bilingual(ru: "изменить адрес библиотеки", en: "change a library location"),
                                  options: [idOption] + fieldOptions, worksRemotely: true) { context, input in
        let desk = context.desk()
        let id = try id(input)
        let current = try desk.location(id)
        let location = try Location(validatingStreetAddress: input.option("street") ?? current.streetAddress,
                                    city: input.option("city") ?? current.city, country: input.option("country") ?? current.country,
                                    emoji: input.option("emoji") ?? current.emoji, hours: input.option("hours") ?? current.hours)
        let saved = try desk.updateLocation(id, with: location)
        try context.output(saved, text: context.text(ru: "Сохранено: ", en: "Saved: ") + context.report.location(saved))
    }

    static let delete = CommandSpec("location delete", Bilingual(ru: "удалить адрес библиотеки", en: "delete a library location"),
                                    options: [idOption], worksRemotely: true) { context, input in
        let id = try id(input)
        try context.desk().deleteLocation(id)
        try context.output(["deletedLocation": "\(id)"], text: context.text(ru: "Адрес №\(id) удалён.", en: "Location #\(id) deleted."))
    }
}
