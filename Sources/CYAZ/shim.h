#ifndef KARTOTEKA_CYAZ_SHIM_H
#define KARTOTEKA_CYAZ_SHIM_H

/* YAZ's ZOOM C API (Z39.50 and SRU connections, queries, records) and its MARC converter,
   which turns the MARCXML of SRU answers into ISO 2709.

   libxml2's headers are not included: Debian's libxml2 is built with ICU, so they bring ICU's
   headers, whose declarations clash with the ICU inside Foundation when both modules meet in
   one Swift module. The four libxml2 calls the MARCXML reading needs take and give only
   pointers, so they are declared here with opaque types (the same struct tags as libxml2's),
   and YAZ's reader of a parsed MARCXML tree, declared by YAZ only with libxml2's headers, too. */
#include <yaz/zoom.h>
#include <yaz/marcdisp.h>
#include <yaz/wrbuf.h>
#include <yaz/yconfig.h>

typedef struct _xmlDoc xmlDoc;
typedef struct _xmlNode xmlNode;

/* libxml2's parser options (xmlParserOption): no network access, blank text nodes dropped. */
enum {
    KARTOTEKA_XML_PARSE_NOBLANKS = 1 << 8,
    KARTOTEKA_XML_PARSE_NONET = 1 << 11
};

xmlDoc *xmlReadMemory(const char *buffer, int size, const char *URL, const char *encoding, int options);
xmlNode *xmlDocGetRootElement(const xmlDoc *doc);
void xmlFreeDoc(xmlDoc *doc);
int yaz_marc_read_xml(yaz_marc_t mt, const xmlNode *ptr);

#endif
