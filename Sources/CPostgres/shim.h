#ifndef KARTOTEKA_CPOSTGRES_SHIM_H
#define KARTOTEKA_CPOSTGRES_SHIM_H

#include <libpq-fe.h>

/* PG_DIAG_* are character macros Swift does not import. */

/* The SQLSTATE of a failed result (five characters), or NULL. */
static inline const char *kartoteka_pq_sqlstate(const PGresult *result) {
    return PQresultErrorField(result, PG_DIAG_SQLSTATE);
}

/* The name of the constraint a failed result names, or NULL. */
static inline const char *kartoteka_pq_constraint(const PGresult *result) {
    return PQresultErrorField(result, PG_DIAG_CONSTRAINT_NAME);
}

#endif
