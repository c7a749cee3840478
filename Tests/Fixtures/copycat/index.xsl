<?xml version="1.0" encoding="UTF-8"?>
<!-- Indexes MARCXML records (RUSMARC and MARC 21 alike) for bib-1 searches: ISBN (7, digits
     only), title (4), author (1003), control number (12) and any word (1016). -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:m="http://www.loc.gov/MARC21/slim" xmlns:z="http://indexdata.com/zebra-2.0">
  <xsl:output method="xml" indent="yes"/>
  <xsl:template match="text()"/>
  <xsl:template match="/m:record">
    <z:record z:id="{m:controlfield[@tag='001']}" z:type="update">
      <z:index name="Local-number:w"><xsl:value-of select="m:controlfield[@tag='001']"/></z:index>
      <xsl:for-each select="m:datafield[@tag='010' or @tag='020']/m:subfield[@code='a']">
        <z:index name="ISBN:w"><xsl:value-of select="translate(., '- ', '')"/></z:index>
      </xsl:for-each>
      <xsl:for-each select="m:datafield[@tag='200' or @tag='245']/m:subfield[@code='a' or @code='b' or @code='e']">
        <z:index name="Title:w"><xsl:value-of select="."/></z:index>
      </xsl:for-each>
      <xsl:for-each select="m:datafield[@tag='700' or @tag='701' or @tag='100']/m:subfield[@code='a']">
        <z:index name="Author:w"><xsl:value-of select="."/></z:index>
      </xsl:for-each>
      <xsl:for-each select="m:datafield/m:subfield">
        <z:index name="Any:w"><xsl:value-of select="."/></z:index>
      </xsl:for-each>
    </z:record>
  </xsl:template>
</xsl:stylesheet>
