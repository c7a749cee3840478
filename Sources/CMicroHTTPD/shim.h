#ifndef KARTOTEKA_CMICROHTTPD_SHIM_H
#define KARTOTEKA_CMICROHTTPD_SHIM_H
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <microhttpd.h>

/// The settings Kartoteka starts a daemon with; MHD_start_daemon itself is variadic.
typedef struct {
    unsigned int flags;
    const char *host;            /* IPv4 address to bind, e.g. "127.0.0.1" */
    uint16_t port;               /* 0 picks a free port */
    unsigned int thread_pool_size;
    size_t connection_memory_limit;
    unsigned int connection_timeout_seconds;   /* idle seconds before a connection is closed */
    unsigned int connection_limit;             /* connections open at once; 0 keeps MHD's default */
    unsigned int per_address_connection_limit; /* from one client address; 0 for no limit */
    const char *tls_key_pem;     /* NULL for plain HTTP */
    const char *tls_cert_pem;
    const char *tls_priorities;  /* GnuTLS priority string, e.g. "NORMAL:-VERS-ALL:+VERS-TLS1.3:+VERS-TLS1.2" */
} kartoteka_mhd_settings;

/// libmicrohttpd's messages, to standard error, but for the two that slow or greedy clients cause
/// by the hundred a second: a connection refused at a connection limit, and one whose socket the
/// server shut at its deadline. Those mean the limits work; a line each would flood the log.
static void kartoteka_mhd_log(void *context, const char *format, va_list arguments) {
    (void)context;
    if (strncmp(format, "Server reached connection limit", 31) == 0
        || strncmp(format, "Connection socket is closed when reading request", 48) == 0) {
        return;
    }
    vfprintf(stderr, format, arguments);
}

/// Starts a daemon bound to `host:port` with the options above.
/// Called with each request's target exactly as the client sent it (not yet percent-decoded);
/// what it returns becomes the request's context for the access handler.
typedef void *(*kartoteka_mhd_uri_callback)(void *context, const char *uri, struct MHD_Connection *connection);

static inline struct MHD_Daemon *kartoteka_mhd_start(
    const kartoteka_mhd_settings *settings,
    MHD_AccessHandlerCallback handler, void *handler_context,
    MHD_RequestCompletedCallback completed, void *completed_context,
    kartoteka_mhd_uri_callback uri_callback, void *uri_context,
    MHD_NotifyConnectionCallback connection_callback, void *connection_context)
{
    struct sockaddr_in bind_address;
    memset(&bind_address, 0, sizeof(bind_address));
    bind_address.sin_family = AF_INET;
    bind_address.sin_port = htons(settings->port);
    if (inet_pton(AF_INET, settings->host, &bind_address.sin_addr) != 1) {
        return NULL;
    }
    struct MHD_OptionItem options[16];
    int count = 0;
    /* The logger first: libmicrohttpd uses it only for what comes after it. */
    options[count++] = (struct MHD_OptionItem){ MHD_OPTION_EXTERNAL_LOGGER, (intptr_t)kartoteka_mhd_log, NULL };
    options[count++] = (struct MHD_OptionItem){ MHD_OPTION_SOCK_ADDR, 0, &bind_address };
    if (settings->thread_pool_size > 1) {
        options[count++] = (struct MHD_OptionItem){ MHD_OPTION_THREAD_POOL_SIZE, settings->thread_pool_size, NULL };
    }
    options[count++] = (struct MHD_OptionItem){ MHD_OPTION_CONNECTION_MEMORY_LIMIT, (intptr_t)settings->connection_memory_limit, NULL };
    options[count++] = (struct MHD_OptionItem){ MHD_OPTION_CONNECTION_TIMEOUT, settings->connection_timeout_seconds, NULL };
    if (settings->connection_limit > 0) {
        options[count++] = (struct MHD_OptionItem){ MHD_OPTION_CONNECTION_LIMIT, settings->connection_limit, NULL };
    }
    if (settings->per_address_connection_limit > 0) {
        options[count++] = (struct MHD_OptionItem){ MHD_OPTION_PER_IP_CONNECTION_LIMIT, settings->per_address_connection_limit, NULL };
    }
    options[count++] = (struct MHD_OptionItem){ MHD_OPTION_NOTIFY_COMPLETED, (intptr_t)completed, completed_context };
    options[count++] = (struct MHD_OptionItem){ MHD_OPTION_URI_LOG_CALLBACK, (intptr_t)uri_callback, uri_context };
    if (connection_callback != NULL) {
        options[count++] = (struct MHD_OptionItem){ MHD_OPTION_NOTIFY_CONNECTION, (intptr_t)connection_callback, connection_context };
    }
    if (settings->tls_key_pem != NULL && settings->tls_cert_pem != NULL) {
        options[count++] = (struct MHD_OptionItem){ MHD_OPTION_HTTPS_MEM_KEY, 0, (void *)settings->tls_key_pem };
        options[count++] = (struct MHD_OptionItem){ MHD_OPTION_HTTPS_MEM_CERT, 0, (void *)settings->tls_cert_pem };
        if (settings->tls_priorities != NULL) {
            options[count++] = (struct MHD_OptionItem){ MHD_OPTION_HTTPS_PRIORITIES, 0, (void *)settings->tls_priorities };
        }
    }
    options[count++] = (struct MHD_OptionItem){ MHD_OPTION_END, 0, NULL };
    return MHD_start_daemon(settings->flags, settings->port, NULL, NULL, handler, handler_context,
                            MHD_OPTION_ARRAY, options, MHD_OPTION_END);
}

/// The port a daemon listens on (after binding port 0).
static inline uint16_t kartoteka_mhd_bound_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}
/// Whether the request whose head is in announces a body: a Content-Length above zero, or a
/// chunked Transfer-Encoding.
static inline int kartoteka_mhd_announces_body(struct MHD_Connection *connection) {
    const char *length = MHD_lookup_connection_value(connection, MHD_HEADER_KIND, MHD_HTTP_HEADER_CONTENT_LENGTH);
    if (length != NULL) {
        while (*length == ' ') length++;
        if (*length != '\0' && !(*length == '0' && (length[1] == '\0' || length[1] == ' '))) return 1;
    }
    const char *coding = MHD_lookup_connection_value(connection, MHD_HEADER_KIND, MHD_HTTP_HEADER_TRANSFER_ENCODING);
    return coding != NULL && strstr(coding, "chunked") != NULL;
}
/// The socket of a connection, or -1.
static inline int kartoteka_mhd_connection_socket(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : info->connect_fd;
}
/// The client's IPv4/IPv6 address as text, or an empty string.
static inline void kartoteka_mhd_client_address(struct MHD_Connection *connection, char *buffer, size_t size) {
    buffer[0] = 0;
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    if (info == NULL || info->client_addr == NULL) return;
    const struct sockaddr *address = info->client_addr;
    if (address->sa_family == AF_INET) {
        inet_ntop(AF_INET, &((const struct sockaddr_in *)address)->sin_addr, buffer, (socklen_t)size);
    } else if (address->sa_family == AF_INET6) {
        inet_ntop(AF_INET6, &((const struct sockaddr_in6 *)address)->sin6_addr, buffer, (socklen_t)size);
    }
}
#endif
