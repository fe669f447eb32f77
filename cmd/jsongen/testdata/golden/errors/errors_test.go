package errors

func jsonAppend_TestClash() {}
