/// Every operation of the API and the book's service, declared once for both sides: the server
/// binds access, documentation and a handler to each (`Endpoint.api(Routes.Loans.lend, …)`),
/// `KartotekaClient` sends them, and the query parameters each reads are declared beside it.
public enum Routes {}
