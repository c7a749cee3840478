import KartotekaCore

/// The book's five sample libraries, which a fresh demo database starts with.
enum DemoLocations {
    static let all: [Location] = [
        Location(streetAddress: "123 Eiffel Tower Street", city: "Paris", country: "France", emoji: "🇫🇷", hours: "8am–7pm"),
        Location(streetAddress: "86 Libery Boulevard", city: "New York", country: "America", emoji: "🇺🇸", hours: "6am–10pm"),
        Location(streetAddress: "49 Lombard Street", city: "San Francisco", country: "America", emoji: "🇺🇸", hours: "8am–8pm"),
        Location(streetAddress: "1901 Aussie Way", city: "Melbourne", country: "Australia", emoji: "🇦🇺", hours: "7am–8pm"),
        Location(streetAddress: "302 Deutsch Avenue", city: "Berlin", country: "Germany", emoji: "🇩🇪", hours: "9am–6pm"),
    ]
}
