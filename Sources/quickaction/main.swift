print("quickaction")
