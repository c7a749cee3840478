print("kartoteka")
