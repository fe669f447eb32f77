package tags

type Plain struct {
	N int `json:"n"`
}
