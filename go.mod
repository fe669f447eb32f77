module github.com/zerojson/json

go 1.25
