#ifndef KARTOTEKA_CYAZ_SHIM_H
#define KARTOTEKA_CYAZ_SHIM_H

/* YAZ's ZOOM C API (Z39.50 and SRU connections, queries, records) and its MARC converter,
   which turns the MARCXML of SRU answers into ISO 2709. pkg-config's flags for YAZ are
   definitions SwiftPM does not pass on, so YAZ_HAVE_XML2 (Debian's YAZ has libxml2) is set here
   for the MARCXML reader to be declared; libxml2's include folder comes from CXML2. */
#ifndef YAZ_HAVE_XML2
#define YAZ_HAVE_XML2 1
#endif
#include <yaz/zoom.h>
#include <yaz/marcdisp.h>
#include <yaz/wrbuf.h>
#include <yaz/yconfig.h>
#include <libxml/parser.h>

#endif
